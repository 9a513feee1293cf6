import { describe, expect, it } from 'vitest';
import {
  condimentGroupRange,
  needsCondimentChoice,
  resolveCondiments,
  unmetCondimentGroups,
  type DishCondimentGroup,
} from './condiments';
import { apply, diner, dish, table, TOPPINGS } from '../testing/fixtures';

const SPICE: DishCondimentGroup = {
  groupId: 2,
  groupName: 'Spice',
  min: 1,
  max: 1,
  options: [
    { id: 21, name: 'Mild', price: 0 },
    { id: 22, name: 'Hot', price: 0 },
  ],
};

describe('condiment groups of a dish', () => {
  it('takes at least one choice in each group of a dish with required_condiment', () => {
    expect(condimentGroupRange({ min_select: 0, max_select: 999 }, false)).toEqual({
      min: 0,
      max: 999,
    });
    expect(condimentGroupRange({ min_select: 0, max_select: 1 }, true)).toEqual({
      min: 1,
      max: 1,
    });
    expect(condimentGroupRange({ min_select: null, max_select: 0 }, false)).toEqual({
      min: 0,
      max: 999,
    });
    expect(needsCondimentChoice([TOPPINGS])).toBe(false);
    expect(needsCondimentChoice([TOPPINGS, SPICE])).toBe(true);
  });

  it('names and prices chosen ids from the groups, in the groups order', () => {
    expect(resolveCondiments([TOPPINGS, SPICE], [22, 13, 11])).toEqual([
      { id: 11, name: 'wasabi', price: 0 },
      { id: 13, name: 'ginger', price: 0.35 },
      { id: 22, name: 'Hot', price: 0 },
    ]);
  });

  it('refuses an id the dish does not offer, or one given twice', () => {
    expect(resolveCondiments([TOPPINGS], [21], 5)).toMatchObject({
      code: 'CONDIMENT_NOT_OFFERED',
      dishId: 5,
      detail: { condimentIds: [21] },
    });
    expect(resolveCondiments([TOPPINGS], [11, 11])).toMatchObject({
      code: 'CONDIMENT_NOT_OFFERED',
    });
    expect(resolveCondiments([], [11])).toMatchObject({ code: 'CONDIMENT_NOT_OFFERED' });
  });

  it('refuses a required group left empty or given more than it takes', () => {
    expect(resolveCondiments([TOPPINGS, SPICE], [11])).toMatchObject({
      code: 'CONDIMENT_REQUIRED',
      detail: { groupIds: [2] },
    });
    expect(resolveCondiments([SPICE], [21, 22])).toMatchObject({ code: 'CONDIMENT_REQUIRED' });
    expect(unmetCondimentGroups([TOPPINGS, SPICE], [])).toEqual([SPICE]);
    expect(unmetCondimentGroups([TOPPINGS, SPICE], [21])).toEqual([]);
  });

  it('lets the reducer add a dish only with its required choice', () => {
    const t = table([dish(1)], { condiments: new Map([[1, [SPICE]]]) });
    const A = diner('1');
    const skipped = apply(t, { type: 'add', originId: 1, ...A });
    expect(skipped).toMatchObject({ ok: false, violation: { code: 'CONDIMENT_REQUIRED' } });
    expect(apply(t, { type: 'add', originId: 1, condimentIds: [22], ...A }).ok).toBe(true);
    expect(t.cart.lines[0]!.condiments).toEqual([{ id: 22, name: 'Hot', price: 0 }]);
  });
});
