import { describe, expect, it } from 'vitest';
import { violation, type ViolationCode } from '../../core';
import { messagesFor } from '../../locales/catalogues';
import type { CartErrorBody } from '../../protocol';
import { cartErrorNotice } from './cart-store';

/** A refusal as the server sends it: the rule, the code and the catalogue's text for that code. */
const err = (code: ViolationCode, extra: Partial<CartErrorBody> = {}): CartErrorBody => {
  const v = violation(code);
  return { serverEventName: '/cart2/update', code, rule: v.rule, message: v.message, ...extra };
};

/** A refusal outside the rules' catalogue (the realtime layer's, the server's own). */
const refusal = (code: string, extra: Partial<CartErrorBody> = {}): CartErrorBody => ({
  serverEventName: '/cart2/update',
  code,
  rule: null,
  message: 'x',
  ...extra,
});

describe('cartErrorNotice', () => {
  const byCode: [ViolationCode, string][] = [
    ['R1_MAX_QUANTITY', 'cart.error.sameDishExceeded'],
    ['R8_MAX_QUANTITY', 'cart.error.categoryExceeded'],
    ['R3_TURN_QUANTITY', 'cart.error.completeOrder'],
    ['R3_TURN_ENDED', 'cart.error.completeOrder'],
    ['R3_MAX_TURN', 'cart.error.maxRounds'],
    ['DISH_NOT_EXISTS', 'cart.error.dishNotExists'],
    ['NOT_OWNER', 'cart.error.notOwner'],
    ['DISH_TIME_DISABLED', 'cart.error.dishTimeDisabled'],
    ['EDIT_LOCKED', 'cart.error.editLocked'],
    ['CART_EMPTY', 'cart.empty'],
    ['CONDIMENT_REQUIRED', 'condiments.requiredMissing'],
    ['CONDIMENT_NOT_OFFERED', 'condiments.notOffered'],
    ['INVALID_INPUT', 'cart.error.unknown'],
  ];

  it('maps every refusal of the catalogue to its own message', () => {
    for (const [code, id] of byCode) expect(cartErrorNotice(err(code))[0]!.id, code).toBe(id);
  });

  it('chooses by the code, whatever the English text says', () => {
    for (const [code, id] of byCode)
      expect(cartErrorNotice(err(code, { message: 'Reworded by the server' }))[0]!.id).toBe(id);
    // The same text from two rules (r1 and r8 both say 'Excessed the max quantity').
    expect(cartErrorNotice(err('R8_MAX_QUANTITY', { rule: 'r1' }))[0]!.id).toBe(
      'cart.error.categoryExceeded',
    );
  });

  it('lists each sold-out dish after the send-failed warning', () => {
    const notices = cartErrorNotice(
      err('R1_MAX_SELL_QUANTITY', {
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
      err('R1_MAX_SELL_QUANTITY', {
        serverEventName: '/cart2/submit',
        detail: { outOfStock: [{ menuName: long, excessedNum: 1 }] },
      }),
    );
    expect(notice!.values).toEqual({ name: `${long.slice(0, 40)}... `, count: 1 });
  });

  it('names the units left when one dish is sold out while adding', () => {
    expect(cartErrorNotice(err('R1_MAX_SELL_QUANTITY', { detail: { limit: 3 } }))[0]).toEqual({
      level: 'warning',
      id: 'cart.error.soldOut',
      values: { available: 3 },
    });
  });

  it('reports an unknown submit failure as a failed send', () => {
    expect(
      cartErrorNotice(refusal('INTERNAL_ERROR', { serverEventName: '/cart2/submit' }))[0],
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
      cartErrorNotice(refusal(code, { detail: { limit } }))[0]!;
    expect(bound('CART_FULL', 200)).toMatchObject({
      id: 'cart.error.cartFull',
      values: { limit: 200 },
    });
    expect(bound('LINE_UNITS_EXCEEDED', 99).id).toBe('cart.error.lineUnits');
    expect(bound('REMARK_TOO_LONG', 200).id).toBe('cart.error.remarkTooLong');
    expect(bound('CART_TOO_LARGE', 1).id).toBe('cart.error.cartTooLarge');
    expect(cartErrorNotice(refusal('RATE_LIMITED'))[0]!.id).toBe('cart.error.tooFast');
    // A restart keeps the change for later: nothing to tell.
    expect(cartErrorNotice(refusal('UNAVAILABLE'))).toEqual([]);
  });
});
