import { describe, expect, it } from 'vitest';
import { apply, diner, dish, table } from '../testing/fixtures';
import { cartUpdateToOperation, sameDishCount } from './protocol';

const A = diner('1');

describe('cartUpdateToOperation', () => {
  it('maps mathSymbol 1 to -1 on the line', () => {
    expect(
      cartUpdateToOperation({ mathSymbol: 1, isAddedToCart: true, dish: { id: 'line-4' } }, A),
    ).toEqual({ type: 'decrement', lineId: 'line-4', ...A });
  });

  it('maps mathSymbol 0 with isAddedToCart to +1 on the line', () => {
    expect(
      cartUpdateToOperation({ mathSymbol: 0, isAddedToCart: true, dish: { id: 'line-4' } }, A),
    ).toEqual({ type: 'increment', lineId: 'line-4', ...A });
  });

  it('maps mathSymbol 0 from the menu to an add of the menu item, duplicate confirmed or not', () => {
    const add = { type: 'add', originId: 12, remark: 'x', ...A };
    expect(cartUpdateToOperation({ mathSymbol: 0, dish: { id: 12, remark: 'x' } }, A)).toEqual(add);
    expect(
      cartUpdateToOperation(
        { mathSymbol: 0, isAddDuplicate: true, dish: { id: 'ignored', originId: 12, remark: 'x' } },
        A,
      ),
    ).toEqual(add);
    expect(
      cartUpdateToOperation({ mathSymbol: 0, dish: { id: 12, totalCount: 3 } }, A),
    ).toMatchObject({ count: 3 });
  });

  it('refuses an unknown mathSymbol or a dish id that is not a menu item', () => {
    expect(cartUpdateToOperation({ mathSymbol: 2, dish: { id: 12 } }, A)).toMatchObject({
      code: 'INVALID_INPUT',
    });
    expect(cartUpdateToOperation({ mathSymbol: 0, dish: { id: 'abc' } }, A)).toMatchObject({
      code: 'INVALID_INPUT',
    });
  });
});

describe('sameDishCount', () => {
  it('counts the diner units of the dish in the cart and already sent', () => {
    const t = table([dish(1), dish(2)]);
    apply(t, { type: 'add', originId: 1, count: 2, ...A });
    apply(t, { type: 'submit', ...A });
    apply(t, { type: 'add', originId: 1, ...A });
    apply(t, { type: 'add', originId: 1, ...diner('2') });
    expect(sameDishCount(t.cart, t.history, '1', 1)).toBe(3);
    expect(sameDishCount(t.cart, t.history, '1', 2)).toBe(0);
  });
});
