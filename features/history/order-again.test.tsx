import { afterEach, describe, expect, it } from 'vitest';
import type { Condiment, CondimentGroup, HistoryDish } from '../../protocol/http';
import { condimentIdsOf, condimentsAgain, offerCondiments, resetCondiments } from '../cart';
import { againChoice, closeAgainChoice, orderAgain } from './history-store';

const condiment = (item_id: number, group: number, name: string, price: number): Condiment => ({
  item_id,
  originId: item_id,
  item_name1: name,
  item_name2: '',
  name_i18n: {},
  price_1: price,
  free: price === 0 ? 1 : 0,
  scomdiment_groups_id: group,
  comdiment_groups_name: '',
});
const group = (id: number, name: string, max: number, items: Condiment[]): CondimentGroup => ({
  scomdiment_groups_id: id,
  comdiment_groups_name: name,
  name_i18n: {},
  min_select: 0,
  max_select: max,
  condiments: items,
});
const EXTRAS = group(91, 'Extras', 0, [condiment(9101, 91, 'Egg', 1.5)]);
const SPICE = group(92, 'Spice', 1, [
  condiment(9201, 92, 'Mild', 0),
  condiment(9202, 92, 'Hot', 0),
]);
/** Ramen offers extras; tantanmen needs a spice level; edamame offers nothing. */
const RAMEN = 9001;
const TANTANMEN = 9008;
const EDAMAME = 9006;

const sent = (menu_item_id: number, condiments: unknown): HistoryDish => ({
  order_detail_id: 1,
  menu_item_id,
  item_id: menu_item_id,
  item_name1: 'Tantanmen',
  item_name2: '',
  name_i18n: {},
  order_time: '2026-01-01T12:00:00.000Z',
  quantity: 1,
  product_price: 10,
  excess_price: 0,
  count: 1,
  excess_count: 0,
  is_make: 2,
  customer_name: '1',
  turn: 1,
  remark: '',
  condiments,
  contents: [],
});

describe('Ordering a dish of the history again', () => {
  afterEach(() => {
    resetCondiments();
    closeAgainChoice();
  });
  const offer = () =>
    offerCondiments([
      { menu_item_id: RAMEN, condiments: [EXTRAS] },
      { menu_item_id: TANTANMEN, condiments: [SPICE], required_condiment: 1 },
      { menu_item_id: EDAMAME, condiments: [] },
    ]);

  it("carries the line's condiments when they still fit the dish", () => {
    offer();
    expect(condimentIdsOf([{ id: 9202, name: 'Hot', price: 0 }])).toEqual([9202]);
    expect(condimentsAgain(TANTANMEN, [9202])).toEqual({ ready: true, ids: [9202] });
    expect(condimentsAgain(RAMEN, [9101])).toEqual({ ready: true, ids: [9101] });
    expect(condimentsAgain(RAMEN, [])).toEqual({ ready: true, ids: [] });
  });

  it('asks the choice again when a required group is unmet, keeping what the dish still offers', () => {
    offer();
    // Sent before the dish needed a spice level, or with a condiment it no longer offers.
    expect(condimentsAgain(TANTANMEN, [])).toEqual({ ready: false, keep: [] });
    expect(condimentsAgain(RAMEN, [9101, 9202])).toEqual({ ready: false, keep: [9101] });
    orderAgain(sent(TANTANMEN, []), 'Tantanmen');
    expect(againChoice.value).toMatchObject({
      menuItemId: TANTANMEN,
      name: 'Tantanmen',
      initial: [],
    });
  });

  it('adds a dish that now offers no condiment plain, and leaves an unknown dish to the server', () => {
    offer();
    expect(condimentsAgain(EDAMAME, [9101])).toEqual({ ready: true, ids: [] });
    expect(condimentsAgain(4242, [9101])).toEqual({ ready: true, ids: [9101] });
    expect(condimentIdsOf('Hot')).toEqual([]);
    expect(condimentIdsOf([{ name: 'Hot' }, { id: 'x' }, null])).toEqual([]);
  });
});
