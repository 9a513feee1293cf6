import { describe, expect, it } from 'vitest';
import { roomOfDiner, roomOfQuickOrder, roomOfTable } from './rooms';

describe('realtime rooms', () => {
  it('names a table room by the table id and a quick-service room by the negative order id', () => {
    expect(roomOfTable(12)).toBe('12');
    expect(roomOfQuickOrder(40)).toBe('-40');
    expect(roomOfQuickOrder(-40)).toBe('-40');
  });

  it("puts a diner in the table's room, or for quick service in the order's once there is one", () => {
    expect(roomOfDiner(12, 40)).toBe('12');
    expect(roomOfDiner(-1, 40)).toBe('-40');
    expect(roomOfDiner(-1, 0)).toBeNull();
    expect(roomOfDiner(-1, null)).toBeNull();
  });
});
