/**
 * The table the diner's stories sit at: diner 1 of two at table T6, on order 42 (the order the
 * history mocks answer for) with the dinner menu.
 */
import { updateClientState } from '../lib/session';
import type { ClientState, OrderTab } from '../lib/session';
import { orderTabFixture } from '../lib/session/fixtures';

/** Order 42 of table T6 as the client keeps it: two guests, the dinner menu, this phone diner 1. */
export const tableSixOrder: OrderTab = orderTabFixture({
  orderId: 42,
  menuList: [{ main_group_id: 2, main_group_name: 'Dinner' }],
});

/**
 * Seats this phone at table T6 as diner 1 of order 42 (approval not needed), with `patch` on top
 * for what a story changes (its approval status, a tip already closed, another order id).
 */
export function seatAtTableSix(patch: Partial<ClientState> = {}): void {
  updateClientState({
    tableId: 6,
    tableName: 'T6',
    approvalStatus: 'NO',
    orderTab: tableSixOrder,
    ...patch,
  });
}
