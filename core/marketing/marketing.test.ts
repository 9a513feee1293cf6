import { describe, expect, it } from 'vitest';
import {
  LOW_PROMOTION_STOCK,
  PROMOTION_STOCK,
  TIP_NAME_LIMIT,
  promotionStockMessage,
  promotionTip,
  readMarketingMessage,
  tipName,
  type PromotionStock,
} from './marketing';

const stock = (
  menu_item_id: number,
  bargain_num_cur: number,
  bargain_stype = 2,
): PromotionStock => ({
  menu_item_id,
  bargain_item_id: menu_item_id + 1000,
  bargain_stype,
  bargain_num_cur,
});

describe('tipName', () => {
  it('keeps a name of 40 characters whole and cuts 41 to 40 plus "... "', () => {
    const forty = 'a'.repeat(TIP_NAME_LIMIT);
    expect(tipName(forty)).toBe(forty);
    expect(tipName(`${forty}b`)).toBe(`${forty}... `);
    expect(tipName('a'.repeat(TIP_NAME_LIMIT - 1))).toBe('a'.repeat(TIP_NAME_LIMIT - 1));
  });

  it('counts characters, not UTF-16 units, and trims the ends', () => {
    const han = '寿'.repeat(41);
    expect(tipName(han)).toBe(`${'寿'.repeat(40)}... `);
    expect(tipName('  🍣 Nigiri  ')).toBe('🍣 Nigiri');
  });
});

describe('promotionStockMessage', () => {
  it('carries only the stock fields', () => {
    expect(promotionStockMessage([{ ...stock(1, 2), price: 3 } as PromotionStock])?.dishes).toEqual(
      [stock(1, 2)],
    );
  });

  it('is null without changes, keeps the last change of a dish and never goes below 0', () => {
    expect(promotionStockMessage([])).toBeNull();
    expect(promotionStockMessage([stock(1, 4), stock(2, -3), stock(1, 3)])).toEqual({
      kind: PROMOTION_STOCK,
      dishes: [stock(1, 3), stock(2, 0)],
    });
  });
});

describe('readMarketingMessage', () => {
  it('reads what the server sends and drops what is malformed', () => {
    expect(readMarketingMessage({ kind: PROMOTION_STOCK, dishes: [stock(1, 2)] })).toEqual({
      kind: PROMOTION_STOCK,
      dishes: [stock(1, 2)],
    });
    expect(
      readMarketingMessage({
        kind: PROMOTION_STOCK,
        dishes: [stock(1, 2), { menu_item_id: '3' }, null],
      })?.dishes,
    ).toEqual([stock(1, 2)]);
    expect(
      readMarketingMessage({ kind: PROMOTION_STOCK, dishes: [{ menu_item_id: 1 }] }),
    ).toBeNull();
    expect(readMarketingMessage({ kind: 'OTHER', dishes: [stock(1, 2)] })).toBeNull();
    expect(readMarketingMessage('PROMOTION_STOCK')).toBeNull();
    expect(readMarketingMessage(null)).toBeNull();
  });
});

describe('promotionTip', () => {
  const all = () => true;
  const message = (...dishes: PromotionStock[]) => promotionStockMessage(dishes)!;

  it('tips at the low-stock threshold, not one above it', () => {
    expect(promotionTip(message(stock(1, LOW_PROMOTION_STOCK)), all)).toEqual(
      stock(1, LOW_PROMOTION_STOCK),
    );
    expect(promotionTip(message(stock(1, LOW_PROMOTION_STOCK + 1)), all)).toBeNull();
    expect(promotionTip(message(stock(1, LOW_PROMOTION_STOCK - 1)), all)).toEqual(
      stock(1, LOW_PROMOTION_STOCK - 1),
    );
  });

  it('picks the dish with the fewest units left, sold out first', () => {
    expect(promotionTip(message(stock(1, 3), stock(2, 0), stock(3, 1)), all)?.menu_item_id).toBe(2);
  });

  it('ignores promotions without a count and dishes the diner cannot see', () => {
    expect(promotionTip(message(stock(1, 0, 1), stock(2, 0, 3)), all)).toBeNull();
    expect(promotionTip(message(stock(1, 0), stock(2, 2)), (id) => id === 2)?.menu_item_id).toBe(2);
    expect(promotionTip(message(stock(1, 0)), () => false)).toBeNull();
  });
});
