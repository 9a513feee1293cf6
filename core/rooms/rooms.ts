/**
 * The realtime rooms (ordering.md §7: "JOIN_ROOM and LEAVE_ROOM (room name from the table id; for
 * quick service a negative order id)"; entry-home-service.md §7 "room events carry the table id").
 * The server lets a diner into these rooms alone; the app joins them.
 */

/** Room of a dine-in table: its id. */
export const roomOfTable = (tableId: number): string => String(tableId);

/** Room of a quick-service order: its negative order id. */
export const roomOfQuickOrder = (orderId: number): string => String(-Math.abs(orderId));

/**
 * The room a diner belongs in: the table's room, or for quick service (no table) the order's;
 * null while a quick-service diner has no order yet.
 */
export function roomOfDiner(tableId: number, orderId: number | null | undefined): string | null {
  if (tableId > 0) return roomOfTable(tableId);
  return orderId && orderId > 0 ? roomOfQuickOrder(orderId) : null;
}
