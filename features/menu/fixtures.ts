import type { MenuDish } from './menu-store';

/**
 * A menu item as `GET /api/v3/menus2/{id}` lists it, for tests and stories: a plain dish with
 * nothing set beyond its id and names; `over` sets the rest.
 */
export function menuDishFixture(id: number, over: Partial<MenuDish> = {}): MenuDish {
  return {
    item_id: id,
    menu_item_id: id,
    item_name1: `Piatto ${id}`,
    item_name2: `菜 ${id}`,
    item_description: '',
    item_i18n: {},
    item_type: 0,
    price_1: 0,
    special_attributes: 0,
    bargain_stype: 0,
    bargain_num_cur: null,
    bargain_price: null,
    allergen: [],
    other_detail_info: [],
    not_joining_global_limit: 0,
    history_num: 0,
    sold_out: 0,
    dmi_slu_id: 1,
    ...over,
  };
}
