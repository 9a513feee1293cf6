import { describe, expect, it } from 'vitest';
import { dish } from '../testing/fixtures';
import type { CartDish } from './types';
import {
  decodeCartText,
  encodeCartText,
  excessAndCondimentsText,
  lineContentKey,
  lineTotal,
  linesTotals,
  normalizeCondiments,
  recomputeLines,
} from './lines';

const line = (over: Partial<CartDish> = {}): CartDish => ({
  id: 'l1',
  originId: 1,
  userId: '1',
  userName: 'Guest 1',
  dishType: 0,
  totalNum: 1,
  turn: 1,
  secondMenuId: 1,
  remark: '',
  condiments: [],
  r1: { r1ExcessedPrice: 0 },
  excessedNum: 0,
  isExcessed: false,
  r3Enable: true,
  r8: { categoryId: 1, limit: null },
  name: 'Dish 1',
  name2: '',
  name_i18n: null,
  originPrice: 0,
  setMealGroups: [],
  excessPriceAndCondimentsPriceForView: '',
  ...over,
});

describe('remark and condiment text', () => {
  it('sends whitespace runs as an underscore and shows underscores as spaces', () => {
    expect(encodeCartText('no  onion\n\tplease')).toBe('no_onion_please');
    expect(encodeCartText('  extra spicy ')).toBe('extra_spicy');
    expect(decodeCartText('no_onion_please')).toBe('no onion please');
    expect(encodeCartText('')).toBe('');
  });
});

describe('lineContentKey', () => {
  it('is equal for the same dish, condiments in any order and the same remark', () => {
    const a = line({
      condiments: [
        { name: 'soy sauce', price: 0.5 },
        { name: 'wasabi', price: 0 },
      ],
      remark: 'no ice',
    });
    const b = line({
      condiments: [
        { name: 'wasabi', price: 0 },
        { name: 'soy_sauce', price: 0.5 },
      ],
      remark: 'no  ice',
    });
    expect(lineContentKey(a)).toBe(lineContentKey(b));
  });

  it('differs when the dish, a condiment, the remark or the set meal differs', () => {
    const base = lineContentKey(line());
    expect(lineContentKey(line({ originId: 2 }))).not.toBe(base);
    expect(lineContentKey(line({ remark: 'x' }))).not.toBe(base);
    expect(lineContentKey(line({ condiments: [{ name: 'wasabi', price: 0 }] }))).not.toBe(base);
    expect(
      lineContentKey(
        line({
          setMealGroups: [
            {
              groupId: 1,
              groupName: 'G',
              items: [
                {
                  id: 5,
                  detailId: null,
                  name: '',
                  totalNum: 1,
                  orderDetailId: null,
                  inOrderId: null,
                  extraPrice: 0,
                },
              ],
            },
          ],
        }),
      ),
    ).not.toBe(base);
  });

  it('normalizes condiment prices below 0 to 0', () => {
    expect(normalizeCondiments([{ name: 'a b', price: -1 }])).toEqual([{ name: 'a_b', price: 0 }]);
  });
});

describe('line totals', () => {
  it('prices normal units at the dish price, excess units at the excess price, and condiments on every unit', () => {
    const l = line({
      totalNum: 3,
      excessedNum: 1,
      originPrice: 2,
      r1: { r1ExcessedPrice: 4.5 },
      condiments: [{ name: 'wasabi', price: 0.3 }],
    });
    expect(lineTotal(l)).toBe(2 * 2 + 4.5 + 3 * 0.3);
    expect(excessAndCondimentsText(l)).toBe('+5.40');
  });

  it('adds set-meal extras per set and counts negative prices as 0', () => {
    const l = line({
      totalNum: 2,
      dishType: 1,
      originPrice: 20,
      setMealGroups: [
        {
          groupId: 1,
          groupName: 'G',
          items: [
            {
              id: 5,
              detailId: 1,
              name: '',
              totalNum: 2,
              orderDetailId: null,
              inOrderId: null,
              extraPrice: 1.25,
            },
          ],
        },
      ],
    });
    expect(lineTotal(l)).toBe(45);
    expect(lineTotal(line({ originPrice: -3, totalNum: 2 }))).toBe(0);
    expect(excessAndCondimentsText(line())).toBe('');
  });

  it('sums units and money of a group of lines with two decimals', () => {
    expect(
      linesTotals([
        line({ originPrice: 0.1, totalNum: 1 }),
        line({ originPrice: 0.2, totalNum: 1 }),
      ]),
    ).toEqual({ totalNum: 2, totalPrice: 0.3 });
  });
});

describe('recomputeLines', () => {
  const soft = dish(1, {
    rule_lnr_enable: 1,
    rule_lnr_max_num: 2,
    rule_lnr_limit_enable: 1,
    rule_lnr_limit_price: 3,
  });
  const ctx = (historyUnits = 0, autonomous = true) => ({
    config: { autonomous },
    orderCustomerNum: 2,
    getDish: (id: number) => (id === 1 ? soft : undefined),
    historyUnits: () => historyUnits,
  });

  it('removes lines at 0 units or below', () => {
    expect(
      recomputeLines(
        [line({ totalNum: 0 }), line({ id: 'l2', totalNum: -1 }), line({ id: 'l3', originId: 9 })],
        ctx(),
      ),
    ).toHaveLength(1);
  });

  it('marks units beyond the soft limit as excess, at the limit none, one above one', () => {
    expect(recomputeLines([line({ totalNum: 2 })], ctx())[0]).toMatchObject({
      excessedNum: 0,
      isExcessed: false,
      r1: { r1ExcessedPrice: 3 },
    });
    expect(recomputeLines([line({ totalNum: 3 })], ctx())[0]).toMatchObject({
      excessedNum: 1,
      isExcessed: true,
      excessPriceAndCondimentsPriceForView: '+3.00',
    });
  });

  it('counts history first and hands the remaining allowance to lines in creation order', () => {
    const out = recomputeLines(
      [line({ id: 'a', totalNum: 1 }), line({ id: 'b', totalNum: 2, remark: 'x' })],
      ctx(1),
    );
    expect(out.map((l) => l.excessedNum)).toEqual([0, 2]);
  });

  it('shares the allowance across the table when not autonomous (max times persons)', () => {
    const out = recomputeLines(
      [line({ id: 'a', userId: '1', totalNum: 3 }), line({ id: 'b', userId: '2', totalNum: 2 })],
      ctx(0, false),
    );
    expect(out.map((l) => l.excessedNum)).toEqual([0, 1]);
  });
});
