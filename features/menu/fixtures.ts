import type { FullMenu, MenuCategory, MenuDish } from './menu-store';

/**
 * A menu item as `GET /api/v3/menus2/{id}` lists it, for tests and stories: a plain dish with
 * nothing set beyond its id and names; `over` sets the rest.
 */
export function menuDishFixture(id: number, over: Partial<MenuDish> = {}): MenuDish {
  return {
    item_id: id,
    menu_item_id: id,
    main_group_id: 1,
    item_name1: `Piatto ${id}`,
    item_name2: `菜 ${id}`,
    item_description: '',
    ext_dish_info: '',
    item_i18n: {},
    item_type: 0,
    price_1: 0,
    takeout_price_1: 0,
    product_price: 0,
    unit_1: '',
    print_class: '',
    print_device: '',
    special_attributes: 0,
    bargain_stype: 0,
    bargain_item_id: null,
    bargain_num_cur: null,
    bargain_price: null,
    discount_itemizer: 0,
    allergen: [],
    other_detail_info: [],
    not_joining_global_limit: 0,
    quantity: 0,
    history_num: 0,
    condiments: [],
    required_condiment: 0,
    remarks: [],
    customers: [],
    slu_id: null,
    dmi_slu_id: 1,
    rule_lnr_enable: 0,
    rule_lnr_max_num: 0,
    rule_lnr_limit_enable: 0,
    rule_lnr_limit_price: 0,
    rule_table_max_num: 0,
    category_order_limit: 0,
    table_category_order_limit: 0,
    sold_out: 0,
    url: '',
    sort: id,
    ...over,
  };
}

/** A category (second-level menu) without limits; `over` sets the rest. */
export function menuCategoryFixture(id: number, over: Partial<MenuCategory> = {}): MenuCategory {
  return {
    dmi_slu_id: id,
    slu_id: null,
    main_group_id: 1,
    dmi_slu_name: `Categoria ${id}`,
    name_i18n: {},
    category_order_limit: 9999,
    table_category_order_limit: 9999,
    customers_category_order_limit: 9999,
    ordered_dishes_number: 0,
    customer_ordered_dishes_number: 0,
    sort: id,
    menu_item: [],
    ...over,
  };
}

/** A first-level menu with its categories; `over` sets the rest. */
export function menuFixture(id: number, over: Partial<FullMenu> = {}): FullMenu {
  return {
    main_group_id: id,
    main_group_name: `Menu ${id}`,
    name_i18n: {},
    normal_price: 0,
    child_price: 0,
    other_price: null,
    extra_normal: '',
    extra_child: '',
    extra_other: '',
    set_item_main: null,
    week: '',
    value: [],
    url: '',
    sort: id,
    is_packet: 0,
    menu_item_slu: [],
    ...over,
  };
}
