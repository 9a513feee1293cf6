// The restaurant document: the whole restaurant as one JSON file, for moving it between stores and
// keeping it safe (GET /api/v2/staff/restaurant/export, POST /api/v2/staff/restaurant/import,
// `npm run restaurant -- export|import FILE`). Everything a restaurant sets up is in it: info,
// settings, sections and tables, menus with their week prices, categories, dishes with their
// translations (item_i18n, name_i18n) and pictures, condiments, set menus, promotions, opening
// hours and rules, the home page's content, printers, and employees with their password hashes
// (never a password). Orders, carts, calls and reviews are service, not setup, and stay out.
// Each list holds the rows of one store table, its columns as named here; ids are kept, so the
// references between lists (a dish's dmi_slu_id, a category's main_group_id, …) hold as written.
// The field list of every row is documented in server/modules/setup/README.md.
import { Type, type Static, type TProperties } from 'typebox';

export const RESTAURANT_FORMAT = 'tavola-restaurant';
export const RESTAURANT_VERSION = 1;

const Int = Type.Integer({ minimum: -2147483648, maximum: 2147483647 });
const Id = Type.Integer({ minimum: -2147483648, maximum: 2147483647 });
const IntOrNull = Type.Union([Int, Type.Null()]);
const Money = Type.Number({ minimum: -99999999.99, maximum: 99999999.99 });
const MoneyOrNull = Type.Union([Money, Type.Null()]);
const Text = Type.String({ maxLength: 10000 });
const Name = Type.String({ minLength: 1, maxLength: 500 });
const Bool = Type.Boolean();
const Texts = Type.Record(Type.String(), Type.String());
const Json = Type.Unknown();
const Hex = (bytes?: number) =>
  Type.String({ pattern: bytes ? `^[0-9a-f]{${bytes * 2}}$` : '^[0-9a-f]{2,512}$' });
const Clock = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$' });

const row = <P extends TProperties>(p: P) => Type.Object(p, { additionalProperties: false });

export const RestaurantRows = {
  settings: row({ id: Id, name: Name, value: Json, description: Text }),
  sections: row({ section_id: Id, section_name: Name, sort: Int }),
  tables: row({
    table_id: Id,
    table_name: Name,
    section_id: IntOrNull,
    merge_status: Int,
    merge_target_table_id: IntOrNull,
    seats: Int,
    sort: Int,
  }),
  extra_items: row({ item_id: Id, item_name1: Name, item_name2: Text, price_1: Money }),
  menus: row({
    main_group_id: Id,
    main_group_name: Name,
    name_i18n: Texts,
    normal_price: Money,
    child_price: Money,
    other_price: MoneyOrNull,
    extra_normal: Text,
    extra_child: Text,
    extra_other: Text,
    set_item_main: IntOrNull,
    type: Int,
    url: Text,
    enabled: Bool,
    sort: Int,
  }),
  menu_week_values: row({
    main_group_id: Id,
    week: Type.Integer({ minimum: 0, maximum: 7 }),
    normal_price: MoneyOrNull,
    child_price: MoneyOrNull,
    other_price: MoneyOrNull,
    extra_normal: Text,
    extra_child: Text,
    extra_other: Text,
    value: Type.Record(Type.String(), Json),
  }),
  categories: row({
    dmi_slu_id: Id,
    main_group_id: Id,
    slu_id: IntOrNull,
    dmi_slu_name: Name,
    name_i18n: Texts,
    category_order_limit: Int,
    table_category_order_limit: Int,
    customers_category_order_limit: Int,
    sort: Int,
  }),
  dishes: row({
    menu_item_id: Id,
    item_id: Int,
    dmi_slu_id: Id,
    slu_id: IntOrNull,
    item_name1: Name,
    item_name2: Text,
    item_description: Text,
    ext_dish_info: Text,
    /** Names and descriptions by language: { EN: { name, description }, ZH: … }. */
    item_i18n: Type.Record(Type.String(), Json),
    item_type: Int,
    price_1: Money,
    takeout_price_1: Money,
    product_price: Money,
    unit_1: Text,
    print_class: Text,
    print_device: Text,
    special_attributes: Int,
    bargain_stype: Int,
    bargain_item_id: IntOrNull,
    discount_itemizer: Int,
    allergen: Type.Array(Type.String()),
    other_detail_info: Type.Array(Type.String()),
    not_joining_global_limit: Int,
    required_condiment: Int,
    remarks: Type.Array(Json),
    rule_lnr_enable: Int,
    rule_lnr_max_num: Int,
    rule_lnr_limit_enable: Int,
    rule_lnr_limit_price: Money,
    rule_table_max_num: Int,
    category_order_limit: Int,
    table_category_order_limit: Int,
    sold_out: Bool,
    enabled: Bool,
    sort: Int,
  }),
  condiment_groups: row({
    scomdiment_groups_id: Id,
    comdiment_groups_name: Name,
    name_i18n: Texts,
    min_select: Int,
    max_select: Int,
    sort: Int,
  }),
  condiments: row({
    item_id: Id,
    scomdiment_groups_id: Id,
    item_name1: Name,
    item_name2: Text,
    name_i18n: Texts,
    price_1: Money,
    free: Int,
    sort: Int,
  }),
  dish_condiment_groups: row({ menu_item_id: Id, scomdiment_groups_id: Id }),
  course_groups: row({
    course_group_id: Id,
    menu_item_id: Id,
    course_group_name: Name,
    name_i18n: Texts,
    is_must: Int,
    is_select_all: Int,
    is_full_select: Int,
    choose_num: Int,
    sort: Int,
  }),
  course_details: row({
    detail_id: Id,
    course_group_id: Id,
    menu_item_id: Id,
    price: Money,
    num: Int,
    sort: Int,
  }),
  bargain_items: row({
    bargain_item_id: Id,
    menu_item_id: Id,
    bargain_stype: Int,
    price: Money,
    bargain_num_cur: Int,
    bargain_num_total: Int,
  }),
  business_hours: row({
    id: Id,
    project: Name,
    week: Type.Integer({ minimum: 0, maximum: 7 }),
    start_time: Clock,
    end_time: Clock,
    is_holidays: Int,
    sort: Int,
  }),
  business_rules: row({
    id: Id,
    start_time: Clock,
    end_time: Clock,
    week: Text,
    extra_normal: Text,
    extra_child: Text,
    extra_other: Text,
    main_group_id: IntOrNull,
    main_group_name: Text,
    value: Type.Record(Type.String(), Json),
    preferred_menu: Text,
    alternative_menu: Text,
    default_menu: Text,
    hide_menu: Text,
    turn_dishes: IntOrNull,
    turn_mins: IntOrNull,
    max_turn: IntOrNull,
    sort: Int,
  }),
  schedule: row({ id: Id, start_time: Clock, end_time: Clock, default_menu: Text, sort: Int }),
  special_dishes: row({ id: Id, menu_item_id: Id, item_name1: Text, url: Text, sort: Int }),
  banner_announcements: row({ id: Id, icon: Text, value: Text, sort: Int }),
  bulletins: row({ id: Id, bulletin_type: Int, value: Text, sort: Int }),
  activity_images: row({ id: Id, name: Name, sort: Int }),
  media_links: row({ id: Id, name: Name, url: Text, sort: Int }),
  call_service_options: row({
    id: Id,
    title_cn: Text,
    title_en: Text,
    title_it: Text,
    title_es: Text,
    title_de: Text,
    title_fr: Text,
    value_cn: Text,
    value_en: Text,
    value_it: Text,
    value_es: Text,
    value_de: Text,
    value_fr: Text,
    sort: Int,
  }),
  printers: row({
    printer_id: Id,
    name: Name,
    interface: Type.String({ pattern: '^tcp://[A-Za-z0-9.\\-\\[\\]:]+$', maxLength: 200 }),
    type: Type.Literal('epson'),
    print_classes: Type.Array(Type.String({ minLength: 1, maxLength: 20 })),
    is_default: Bool,
    columns: Type.Union([Type.Literal(32), Type.Literal(42), Type.Literal(48)]),
    cjk: Type.Union([Type.Literal('gb18030'), Type.Literal('none')]),
    enabled: Bool,
    sort: Int,
  }),
  /** Staff accounts: the scrypt salt and hash of each password, never the password. */
  employees: row({
    employee_id: Id,
    account: Name,
    name: Name,
    role: Name,
    password_salt: Hex(16),
    password_hash: Hex(),
    active: Bool,
  }),
};

export type RestaurantList = keyof typeof RestaurantRows;

/** The lists in the order they are written (each list's references point at earlier ones). */
export const RESTAURANT_LISTS = Object.keys(RestaurantRows) as RestaurantList[];

/** A picture's path under the image folders, e.g. `menu_pic/20401.jpg`. */
export const PICTURE_PATH =
  '^(qop_logo|bulletin|menu_pic|first_menu|guide)/[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$';

export const RestaurantDocument = Type.Object(
  {
    format: Type.Literal(RESTAURANT_FORMAT),
    version: Type.Literal(RESTAURANT_VERSION),
    restaurant: row({
      restaurant_name: Name,
      currency_name: Text,
      place_id: Text,
      address: Text,
      string_id: Text,
      timezone: Name,
    }),
    ...(Object.fromEntries(RESTAURANT_LISTS.map((k) => [k, Type.Array(RestaurantRows[k])])) as {
      [K in RestaurantList]: ReturnType<typeof Type.Array<(typeof RestaurantRows)[K]>>;
    }),
    /** Pictures by path (`menu_pic/20401.jpg`), base64. */
    pictures: Type.Record(
      Type.String({ pattern: PICTURE_PATH }),
      Type.String({ pattern: '^[A-Za-z0-9+/]*={0,2}$' }),
    ),
  },
  { additionalProperties: false },
);
export type RestaurantDocument = Static<typeof RestaurantDocument>;

/** POST /api/v2/staff/restaurant/import answer: how many rows of each list were written. */
export const RestaurantImported = Type.Object({
  imported: Type.Record(Type.String(), Type.Integer()),
  pictures: Type.Integer(),
});
export type RestaurantImported = Static<typeof RestaurantImported>;

/** RESTAURANT_IMPORTED (the staff room): the setup was replaced; consoles read it all again. */
export interface RestaurantImportedEvent {
  /** The import deleted every order (wipe_orders): the floor, kitchen and requests are empty. */
  orders_deleted: boolean;
}

/** ORDER_DELETED (a diner's socket): an import deleted the diner's order; scan the table again. */
export interface OrderDeletedEvent {
  order_head_id: number;
}
