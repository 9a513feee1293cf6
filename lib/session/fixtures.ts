import type { OrderTab } from './client-state';

/**
 * An open order as the client keeps it, for tests and stories: order 9 on menu 4, two adults, this
 * phone diner 1; `patch` on top (another order, menu or head count).
 */
export function orderTabFixture(patch: Partial<OrderTab> = {}): OrderTab {
  return {
    person: 2,
    orderId: 9,
    menuList: [{ main_group_id: 4, main_group_name: '' }],
    customer: '1',
    childNum: 0,
    otherNum: 0,
    normalNum: 2,
    orderCode: '',
    eatType: 0,
    ...patch,
  };
}
