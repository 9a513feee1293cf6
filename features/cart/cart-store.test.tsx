import { describe, expect, it } from 'vitest';
import {
  R1_MAX_QUANTITY_TEXT,
  R1_MAX_SELL_QUANTITY_TEXT,
  R3_MAX_TURN_TEXT,
  R3_TURN_ENDED_TEXT,
  R3_TURN_QUANTITY_TEXT,
  R8_MAX_QUANTITY_TEXT,
} from '../../core';
import { messagesFor } from '../../locales/catalogues';
import type { CartErrorBody } from '../../protocol';
import { cartErrorNotice } from './cart-store';

const err = (
  rule: CartErrorBody['rule'],
  message: string,
  extra: Partial<CartErrorBody> = {},
): CartErrorBody => ({ serverEventName: '/cart2/update', code: 'X', rule, message, ...extra });

describe('cartErrorNotice', () => {
  it('maps every server text of the catalogue to its own message', () => {
    expect(cartErrorNotice(err('r1', R1_MAX_QUANTITY_TEXT))[0]!.id).toBe(
      'cart.error.sameDishExceeded',
    );
    expect(cartErrorNotice(err('r8', R8_MAX_QUANTITY_TEXT))[0]!.id).toBe(
      'cart.error.categoryExceeded',
    );
    expect(cartErrorNotice(err('r3', R3_TURN_QUANTITY_TEXT))[0]!.id).toBe(
      'cart.error.completeOrder',
    );
    expect(cartErrorNotice(err('r3', R3_TURN_ENDED_TEXT))[0]!.id).toBe('cart.error.completeOrder');
    expect(cartErrorNotice(err('r3', R3_MAX_TURN_TEXT))[0]!.id).toBe('cart.error.maxRounds');
  });

  it('lists each sold-out dish after the send-failed warning', () => {
    const notices = cartErrorNotice(
      err('r1', R1_MAX_SELL_QUANTITY_TEXT, {
        serverEventName: '/cart2/submit',
        detail: {
          outOfStock: [
            { menuName: 'Gyoza', excessedNum: 2 },
            { menuName: 'Edamame', excessedNum: 1 },
          ],
        },
      }),
    );
    expect(notices.map((n) => n.id)).toEqual([
      'cart.error.commitFailed',
      'cart.error.soldOutDish',
      'cart.error.soldOutDish',
    ]);
    expect(notices[1]!.values).toEqual({ name: 'Gyoza', count: 2 });
  });

  it('cuts a long dish name as tips do (40 characters and "... ")', () => {
    const long = 'Grilled Hokkaido scallops with yuzu butter and shiso';
    const [, notice] = cartErrorNotice(
      err('r1', R1_MAX_SELL_QUANTITY_TEXT, {
        serverEventName: '/cart2/submit',
        detail: { outOfStock: [{ menuName: long, excessedNum: 1 }] },
      }),
    );
    expect(notice!.values).toEqual({ name: `${long.slice(0, 40)}... `, count: 1 });
  });

  it('names the units left when one dish is sold out while adding', () => {
    expect(
      cartErrorNotice(err('r1', R1_MAX_SELL_QUANTITY_TEXT, { detail: { limit: 3 } }))[0],
    ).toEqual({ level: 'warning', id: 'cart.error.soldOut', values: { available: 3 } });
  });

  it('reports an unknown submit failure as a failed send', () => {
    expect(
      cartErrorNotice(err(null, 'Internal server error', { serverEventName: '/cart2/submit' }))[0],
    ).toMatchObject({ level: 'error', id: 'cart.error.commitFailed' });
  });

  it('has every message it can show in the seven languages', () => {
    const ids = [
      'cart.error.sameDishExceeded',
      'cart.error.categoryExceeded',
      'cart.error.completeOrder',
      'cart.error.maxRounds',
      'cart.error.soldOut',
      'cart.error.soldOutDish',
      'cart.error.commitFailed',
      'cart.error.unknown',
      'cart.empty',
      'cart.waitReview',
      'cart.error.cartFull',
      'cart.error.lineUnits',
      'cart.error.remarkTooLong',
      'cart.error.cartTooLarge',
      'cart.error.tooFast',
      'cart.offlineKept',
      'main.offline',
    ];
    for (const lang of ['EN', 'IT', 'ZH', 'ES', 'DE', 'PT', 'FR'] as const) {
      const m = messagesFor(lang);
      for (const id of ids) expect(m[id], `${lang} ${id}`).toBeTruthy();
    }
  });

  it('names each cart bound and the rate limit with its own message and limit', () => {
    const bound = (code: string, limit: number) =>
      cartErrorNotice(err(null, 'x', { code, detail: { limit } }))[0]!;
    expect(bound('CART_FULL', 200)).toMatchObject({
      id: 'cart.error.cartFull',
      values: { limit: 200 },
    });
    expect(bound('LINE_UNITS_EXCEEDED', 99).id).toBe('cart.error.lineUnits');
    expect(bound('REMARK_TOO_LONG', 200).id).toBe('cart.error.remarkTooLong');
    expect(bound('CART_TOO_LARGE', 1).id).toBe('cart.error.cartTooLarge');
    expect(cartErrorNotice(err(null, 'x', { code: 'RATE_LIMITED' }))[0]!.id).toBe(
      'cart.error.tooFast',
    );
    // A restart keeps the change for later: nothing to tell.
    expect(cartErrorNotice(err(null, 'x', { code: 'UNAVAILABLE' }))).toEqual([]);
  });
});
