import { ALL_DAY, CAT, DINNER, LUNCH, TAKEAWAY, WEEKEND } from './menus';
import type { Allergen, ArtKind, DishLabel, I18nMap, MenuItem } from './types';

/** Seven strings in the order EN, IT, ZH, ES, DE, PT, FR. */
export type Seven = readonly [string, string, string, string, string, string, string];

export const ALL_MENUS = [LUNCH, DINNER, WEEKEND, ALL_DAY, TAKEAWAY];
/** Premium dishes: not at lunch. */
export const EVENING_MENUS = [DINNER, WEEKEND, TAKEAWAY];

/** Printer routing: 1 kitchen, 2 sushi bar, 3 bar. */
export const PRINT = { kitchen: 1, sushi: 2, bar: 3 } as const;

export interface DishOptions {
  art: ArtKind;
  colors: string[];
  /** Price inside the all-you-can-eat menus (0 = included). */
  price?: number;
  /** À-la-carte price for takeaway. */
  takeout: number;
  unit?: string;
  special?: MenuItem['special_attributes'];
  menus?: number[];
  /** Per-person limit; with `excess` the units beyond it cost `excess` each instead of being refused. */
  max?: number;
  excess?: number;
  tableMax?: number;
  exempt?: boolean;
  condiments?: number[];
  requiredCondiment?: boolean;
  printer?: number;
  soldOut?: boolean;
  ext?: string;
}

const PRINTER_BY_CATEGORY: Record<number, number> = {
  [CAT.sashimi]: PRINT.sushi,
  [CAT.nigiri]: PRINT.sushi,
  [CAT.uramaki]: PRINT.sushi,
  [CAT.hosomaki]: PRINT.sushi,
  [CAT.temaki]: PRINT.sushi,
  [CAT.sets]: PRINT.sushi,
  [CAT.drinks]: PRINT.bar,
};

export function seven(names: Seven, descriptions: Seven): I18nMap {
  const [en, it, zh, es, de, pt, fr] = names;
  const [den, dit, dzh, des, dde, dpt, dfr] = descriptions;
  return {
    EN: { name: en, description: den },
    IT: { name: it, description: dit },
    ZH: { name: zh, description: dzh },
    ES: { name: es, description: des },
    DE: { name: de, description: dde },
    PT: { name: pt, description: dpt },
    FR: { name: fr, description: dfr },
  };
}

export function dish(
  id: number,
  category: number,
  names: Seven,
  descriptions: Seven,
  allergen: Allergen[],
  labels: DishLabel[],
  o: DishOptions,
  item_type: 0 | 3 = 0,
): MenuItem {
  const i18n = seven(names, descriptions);
  const price = o.price ?? 0;
  const limited = o.max !== undefined;
  const printer = o.printer ?? PRINTER_BY_CATEGORY[category] ?? PRINT.kitchen;
  return {
    item_id: id,
    menu_item_id: id,
    item_name1: i18n.IT.name,
    item_name2: i18n.ZH.name,
    item_description: i18n.IT.description,
    ext_dish_info: o.ext ?? '',
    item_i18n: i18n,
    item_type,
    price_1: price,
    takeout_price_1: o.takeout,
    product_price: price,
    unit_1: o.unit ?? 'pz',
    print_class: printer,
    print_device: printer,
    special_attributes: o.special ?? 0,
    bargain_stype: 0,
    bargain_item_id: 0,
    bargain_num_cur: 0,
    discount_itemizer: 0,
    allergen,
    other_detail_info: labels,
    not_joining_global_limit: o.exempt ? 1 : 0,
    rule_lnr_enable: limited ? 1 : 0,
    rule_lnr_max_num: o.max ?? 999,
    rule_lnr_limit_enable: o.excess !== undefined ? 1 : 0,
    rule_lnr_limit_price: o.excess ?? 0,
    rule_table_max_num: o.tableMax ?? 999,
    category_order_limit: 9999,
    table_category_order_limit: 9999,
    condiment_group_ids: o.condiments ?? [],
    required_condiment: o.requiredCondiment ? 1 : 0,
    slu_id: category,
    dmi_slu_id: category,
    main_group_ids: o.menus ?? ALL_MENUS,
    url: `menu_pic/${id}.jpg`,
    sort: id,
    sold_out: o.soldOut ? 1 : 0,
    art: { kind: o.art, colors: o.colors },
  };
}
