// The HTTP contract: every request and response body the client and the server exchange, as
// typebox schemas (the server validates and serialises with them) and their static types (the
// client, the mocks and the e2e tests read them). Pure: no I/O, imports typebox alone.
// Route names and fields follow the spec (entry-home-service.md §3, §7; ordering.md §3, §7).
import { Type, type Static, type TOptional, type TSchema } from 'typebox';
import { DISH_SORTS } from '../core/settings/catalog';
import { LANGUAGES } from '../core/locale/language';

// ---------------------------------------------------------------------------------------------
// Building blocks

/** A database id (PostgreSQL integer, positive). */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** A head count. */
export const Count = Type.Integer({ minimum: 0, maximum: 999 });
/** An empty query string: any parameter is refused. */
export const NoQuery = Type.Object({}, { additionalProperties: false });
/** Texts by language code, as stored. */
export const I18n = Type.Record(Type.String(), Type.Unknown());

const Str = Type.String();
const Num = Type.Number();
const Int = Type.Integer();
const NumOrNull = Type.Union([Type.Number(), Type.Null()]);
const IntOrNull = Type.Union([Type.Integer(), Type.Null()]);
const ShortText = (max: number) => Type.String({ maxLength: max });

/** Every property of `p` made optional (a partial view of an object's fields). */
function optionalFields<T extends Record<string, TSchema>>(
  p: T,
): { [K in keyof T]: TOptional<T[K]> } {
  const out: Record<string, TSchema> = {};
  for (const [k, v] of Object.entries(p)) out[k] = Type.Optional(v);
  return out as { [K in keyof T]: TOptional<T[K]> };
}

/** Every failure: `{ code, message }` with a 4xx or 5xx status. */
/**
 * Every refusal's body: a stable `code` for programs, a `message` for people and logs, and the
 * JSON pointer of the input `field` it is about when it is about one (`/rounds/minutes`). Clients
 * choose what to show by code and field, never by the message.
 */
export const ErrorBodySchema = Type.Object({
  code: Str,
  message: Str,
  field: Type.Optional(Str),
});
export type ErrorBody = Static<typeof ErrorBodySchema>;

/** The error responses of a route: each listed status answers an ErrorBody. */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof ErrorBodySchema> {
  const out = {} as Record<S, typeof ErrorBodySchema>;
  for (const s of statuses) out[s] = ErrorBodySchema;
  return out;
}

/** An `{ id }` path parameter. */
export const IdParams = Type.Object({ id: Id });

// ---------------------------------------------------------------------------------------------
// System: GET /api/v1/ping, GET /api/v1/kds/test

export const PingResponse = Type.Object({ date: Str, timestamp: Num });
export type Ping = Static<typeof PingResponse>;
export const KdsTestResponse = Type.Object({ status: Int, timezone: Str, date: Str });
export type KdsTest = Static<typeof KdsTestResponse>;

// ---------------------------------------------------------------------------------------------
// Settings: GET /api/v2/settings, GET /api/v2/settings/{id}

/** A setting as stored: a number, a text, or an object of fields (e.g. {enable, turn_dishes}). */
export const SettingEntrySchema = Type.Object({ id: Int, name: Str, value: Type.Unknown() });
export type SettingEntry = Static<typeof SettingEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Home and service content

/** GET /api/v2/restaurant-info */
export const RestaurantInfoSchema = Type.Object({
  restaurant_name: Str,
  currency_name: Str,
  place_id: Str,
  address: Str,
  timezone: Str,
});
export type RestaurantInfo = Static<typeof RestaurantInfoSchema>;

/** GET /api/v2/callservice: a call-waiter option, titles and values in six languages. */
export const ServiceOptionSchema = Type.Object({
  id: Int,
  title_cn: Str,
  title_en: Str,
  title_it: Str,
  title_es: Str,
  title_de: Str,
  title_fr: Str,
  value_cn: Str,
  value_en: Str,
  value_it: Str,
  value_es: Str,
  value_de: Str,
  value_fr: Str,
  selected: Type.Boolean(),
});
export type ServiceOption = Static<typeof ServiceOptionSchema>;

/** GET /api/v2/bulletin/{type} */
export const BulletinParams = Type.Object({ type: Type.Integer({ minimum: 1, maximum: 999 }) });
export const BulletinSchema = Type.Object({ id: Int, bulletin_type: Int, value: Str });
export type Bulletin = Static<typeof BulletinSchema>;
export const BulletinListSchema = Type.Object({ data: Type.Array(BulletinSchema) });
export type BulletinList = Static<typeof BulletinListSchema>;

/** GET /api/v2/banner-announcement */
export const BannerSchema = Type.Object({ id: Int, icon: Str, value: Str });
export type Banner = Static<typeof BannerSchema>;

/** GET /api/v2/activity-bulletin/image: pictures under /bulletin/{name}. */
export const ActivityImageSchema = Type.Object({ id: Int, name: Str });
export type ActivityImage = Static<typeof ActivityImageSchema>;

/**
 * GET /api/v2/guide-images: the restaurant's "how to order" pictures, shown on the home page's
 * guide viewer. Our own call (the spec names the viewer, not its source): the picture files of
 * the images folder's guide/ (JPEG, PNG or WebP), in the natural order of their names (2 before
 * 10), at most GUIDE_IMAGES_MAX; each is served at /guide/{name} and through the picture
 * pipeline (/pic/{version}/guide/{width}/{name}.webp). A restaurant sets them by putting files
 * there, or through the restaurant document's `pictures` (export and import carry guide/).
 * The pictures speak no language (the app shows them in all seven): no words in them.
 */
export const GuideImageSchema = Type.Object({ name: Str });
export type GuideImage = Static<typeof GuideImageSchema>;
/** The most guide pictures the call lists. */
export const GUIDE_IMAGES_MAX = 12;

/** GET /api/v2/propaganda: website and media links. */
export const MediaLinkSchema = Type.Object({ name: Str, url: Str });
export type MediaLink = Static<typeof MediaLinkSchema>;

/** GET /api/v3/settings/map_address */
export const MapAddressQuery = Type.Object(
  {
    place_id: Type.Optional(
      Type.String({ minLength: 1, maxLength: 256, pattern: '^[A-Za-z0-9_-]+$' }),
    ),
  },
  { additionalProperties: false },
);
export const MapAddressSchema = Type.Object({ place_id: Str, address: Str, restaurant_name: Str });
export type MapAddress = Static<typeof MapAddressSchema>;

/** GET /api/v2/check/od/secret_key: see protocol/member.ts. */
export { SecretKeySchema, type SecretKey } from './member';

// ---------------------------------------------------------------------------------------------
// Hours

/** GET /api/v2/schedule */
export const ScheduleEntrySchema = Type.Object({
  id: Int,
  start_time: Str,
  end_time: Str,
  default_menu: Str,
});
export type ScheduleEntry = Static<typeof ScheduleEntrySchema>;

const BusinessRuleFields = {
  id: Int,
  start_time: Str,
  end_time: Str,
  week: Str,
  extra_normal: Str,
  extra_child: Str,
  extra_other: Str,
  main_group_id: IntOrNull,
  main_group_name: Str,
  value: Type.Record(Type.String(), Type.Unknown()),
  preferred_menu: Str,
  alternative_menu: Str,
  default_menu: Str,
  hide_menu: Str,
  turn_dishes: IntOrNull,
  turn_mins: IntOrNull,
  max_turn: IntOrNull,
};
/** GET /api/v2/business-hour: one business rule. */
export const BusinessRuleSchema = Type.Object(BusinessRuleFields);
export type BusinessRule = Static<typeof BusinessRuleSchema>;

/** GET /api/v2/menus/getCurrentBusinessMenu: the rule in force now and what it means. */
export const CurrentBusinessMenuSchema = Type.Object({
  ...optionalFields(BusinessRuleFields),
  /** Ordering of round-rule dishes is open. */
  isBusinessTime: Type.Boolean(),
  mode: Str,
  /** Server time (ISO) the answer was computed for. */
  server_time: Str,
  /** The restaurant's local date, YYYY-MM-DD. */
  date: Str,
  /** Weekday looked up: 0 Sunday … 6 Saturday, 7 on a holiday. */
  now_week: Int,
  is_holidays: Int,
  /** Minutes (with fractions) until the rule's window closes; null when open all day or closed. */
  minutes_to_close: NumOrNull,
  /** Minutes before closing when the closing notice appears. */
  closing_notice_minutes: Num,
});
export type CurrentBusinessMenu = Static<typeof CurrentBusinessMenuSchema>;

/** nowDate: 'YYYY-MM-DD', a date-time ('YYYY-MM-DD HH:mm[:ss]', ISO 8601) or epoch milliseconds. */
const NowDate = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^(\\d{4}-\\d{2}-\\d{2}([ T][0-9:.]{4,12}(Z|[+-]\\d{2}:?\\d{2})?)?|\\d{10,13})$',
});
/** GET /api/v3/business_hour2/project?project&nowDate */
export const ProjectHoursQuery = Type.Object(
  { project: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }), nowDate: Type.Optional(NowDate) },
  { additionalProperties: false },
);
export const BusinessHourSchema = Type.Object({
  id: Int,
  project: Str,
  week: Int,
  start_time: Str,
  end_time: Str,
  is_holidays: Int,
});
export type BusinessHour = Static<typeof BusinessHourSchema>;

// ---------------------------------------------------------------------------------------------
// Menus

/** A query flag: 1/true on, 0/false off. */
export const Flag = Type.Union([
  Type.Literal('0'),
  Type.Literal('1'),
  Type.Literal('true'),
  Type.Literal('false'),
]);
export type Flag = Static<typeof Flag>;
/** How dishes are ordered in a category. */
export const DishSortSchema = Type.Union(DISH_SORTS.map((s) => Type.Literal(s)));
/** 0 dine-in menus, 1 the packet (takeaway) variant. */
export const MenuTypeSchema = Type.Union([Type.Literal('0'), Type.Literal('1')]);

/** GET /api/v3/menus, /api/v3/menus/packet */
export const MenuListQuery = Type.Object(
  {
    type: Type.Optional(MenuTypeSchema),
    with_dish: Type.Optional(Flag),
    sort: Type.Optional(DishSortSchema),
    /** Print fields (print_class, print_device) are always part of a dish; accepted for older clients. */
    print: Type.Optional(Flag),
    extra: Type.Optional(Flag),
  },
  { additionalProperties: false },
);
export type MenuListQuery = Static<typeof MenuListQuery>;
/** GET /api/v3/menus2/{id}, /api/v2/menus/{id} */
export const MenuOneQuery = Type.Object(
  {
    type: Type.Optional(MenuTypeSchema),
    with_dish: Type.Optional(Flag),
    sort: Type.Optional(DishSortSchema),
    extra: Type.Optional(Flag),
    /**
     * The diner's language: the names (name_i18n, item_i18n, of the menu, its categories, dishes
     * and condiments) then carry that language and English only, the fallback, instead of all
     * seven: a phone's first menu is about half the bytes. Without it, every language.
     */
    language: Type.Optional(Type.Union(LANGUAGES.map((l) => Type.Literal(l)))),
  },
  { additionalProperties: false },
);
export type MenuOneQuery = Static<typeof MenuOneQuery>;

/** A condiment (ordering.md §3 "Condiment"). */
export const CondimentSchema = Type.Object({
  item_id: Int,
  originId: Int,
  item_name1: Str,
  item_name2: Str,
  name_i18n: I18n,
  price_1: Num,
  free: Int,
  scomdiment_groups_id: Int,
  comdiment_groups_name: Str,
});
export type Condiment = Static<typeof CondimentSchema>;
export const CondimentGroupSchema = Type.Object({
  scomdiment_groups_id: Int,
  comdiment_groups_name: Str,
  name_i18n: I18n,
  min_select: Int,
  max_select: Int,
  condiments: Type.Array(CondimentSchema),
});
export type CondimentGroup = Static<typeof CondimentGroupSchema>;
/** GET /api/v2/condiments?with_group */
export const CondimentsQuery = Type.Object(
  { with_group: Type.Optional(Flag) },
  { additionalProperties: false },
);

/** A dish as a menu lists it (ordering.md §3 "Menu item"). */
export const MenuDishSchema = Type.Object({
  item_id: Int,
  menu_item_id: Int,
  main_group_id: Int,
  item_name1: Str,
  item_name2: Str,
  item_description: Str,
  ext_dish_info: Str,
  item_i18n: I18n,
  item_type: Int,
  price_1: Num,
  takeout_price_1: Num,
  product_price: Num,
  unit_1: Str,
  print_class: Str,
  print_device: Str,
  special_attributes: Int,
  bargain_stype: Int,
  bargain_item_id: IntOrNull,
  bargain_num_cur: IntOrNull,
  bargain_price: NumOrNull,
  discount_itemizer: Int,
  allergen: Type.Array(Str),
  other_detail_info: Type.Array(Str),
  not_joining_global_limit: Int,
  quantity: Int,
  history_num: Int,
  condiments: Type.Array(CondimentGroupSchema),
  required_condiment: Int,
  remarks: Type.Array(Type.Unknown()),
  customers: Type.Array(Str),
  slu_id: IntOrNull,
  dmi_slu_id: Int,
  rule_lnr_enable: Int,
  rule_lnr_max_num: Int,
  rule_lnr_limit_enable: Int,
  rule_lnr_limit_price: Num,
  rule_table_max_num: Int,
  category_order_limit: Int,
  table_category_order_limit: Int,
  sold_out: Int,
  url: Str,
  sort: Int,
});
export type MenuDish = Static<typeof MenuDishSchema>;

/** A second-level menu (category) with its dishes. */
export const MenuCategorySchema = Type.Object({
  dmi_slu_id: Int,
  slu_id: IntOrNull,
  main_group_id: Int,
  dmi_slu_name: Str,
  name_i18n: I18n,
  category_order_limit: Int,
  table_category_order_limit: Int,
  customers_category_order_limit: Int,
  ordered_dishes_number: Int,
  customer_ordered_dishes_number: Int,
  sort: Int,
  menu_item: Type.Array(MenuDishSchema),
});
export type MenuCategory = Static<typeof MenuCategorySchema>;

export const ExtraItemSchema = Type.Object({
  item_id: Int,
  item_name1: Str,
  item_name2: Str,
  price_1: Num,
});
export type ExtraItem = Static<typeof ExtraItemSchema>;

/** A menu's prices on one weekday. */
export const WeekValueSchema = Type.Object({
  week: Int,
  normal_price: NumOrNull,
  child_price: NumOrNull,
  other_price: NumOrNull,
  extra_normal: Str,
  extra_child: Str,
  extra_other: Str,
});
export type WeekValue = Static<typeof WeekValueSchema>;

/** A first-level menu; with_dish adds its categories and dishes, extra its extra items. */
export const MenuSchema = Type.Object({
  main_group_id: Int,
  main_group_name: Str,
  name_i18n: I18n,
  normal_price: Num,
  child_price: Num,
  other_price: NumOrNull,
  extra_normal: Str,
  extra_child: Str,
  extra_other: Str,
  set_item_main: IntOrNull,
  week: Str,
  value: Type.Array(WeekValueSchema),
  url: Str,
  sort: Int,
  is_packet: Int,
  extra_items: Type.Optional(Type.Array(ExtraItemSchema)),
  menu_item_slu: Type.Optional(Type.Array(MenuCategorySchema)),
});
export type Menu = Static<typeof MenuSchema>;
/** A menu read with its dishes (GET /api/v3/menus2/{id}). */
export type MenuWithDishes = Menu & { menu_item_slu: MenuCategory[] };

/** GET /api/v2/menu_items?ids */
export const MenuItemsQuery = Type.Object(
  { ids: Type.String({ pattern: '^\\d{1,9}(,\\d{1,9}){0,199}$' }) },
  { additionalProperties: false },
);

/** GET /api/v3/dish/course[?course_group_id|menu_item_id]: set-menu course groups. */
export const CourseQuery = Type.Object(
  { course_group_id: Type.Optional(Id), menu_item_id: Type.Optional(Id) },
  { additionalProperties: false },
);
export const CourseDetailSchema = Type.Object({
  detail_id: Int,
  course_group_id: Int,
  menu_item_id: Int,
  item_id: Int,
  item_name1: Str,
  item_name2: Str,
  item_i18n: I18n,
  price: Num,
  num: Int,
  quantity: Int,
  actual_price: Num,
  print_class: Str,
  print_device: Str,
  rule_lnr_max_num: Int,
  bargain_stype: Int,
  allergen: Type.Array(Str),
  other_detail_info: Type.Array(Str),
  item_type: Int,
  sold_out: Int,
  url: Str,
});
export type CourseDetail = Static<typeof CourseDetailSchema>;
export const CourseGroupSchema = Type.Object({
  course_group_id: Int,
  menu_item_id: Int,
  course_group_name: Str,
  name_i18n: I18n,
  is_must: Int,
  is_select_all: Int,
  is_full_select: Int,
  choose_num: Int,
  sort: Int,
  course_detail: Type.Array(CourseDetailSchema),
});
export type CourseGroup = Static<typeof CourseGroupSchema>;

/** GET /api/v2/special_dishes: featured dishes. */
export const FeaturedDishSchema = Type.Object({
  menu_item_id: Int,
  item_id: Int,
  main_group_id: Int,
  item_name1: Str,
  item_name2: Str,
  item_i18n: I18n,
  price_1: Num,
  url: Str,
  sold_out: Int,
});
export type FeaturedDish = Static<typeof FeaturedDishSchema>;

// ---------------------------------------------------------------------------------------------
// Tables: GET/PATCH /api/v2/tables/{id}, GET /api/v2/tables

/** How many sit at a table or order: everybody, and adults, children and others. */
const HeadCounts = {
  customer_num: Int,
  adult_number: Int,
  child_number: Int,
  other_number: Int,
};

/** A table's status (entry-home-service.md §3 "Table status"). */
export const TableStatusSchema = Type.Object({
  table_id: Int,
  table_name: Str,
  section_id: IntOrNull,
  table_status: IntOrNull,
  cor_status: IntOrNull,
  order_head_id: IntOrNull,
  ...HeadCounts,
  select_menu: Str,
  eat_type: Int,
  merge_status: Int,
  merge_target_table: Type.Union([Type.Object({ table_id: Int }), Type.Null()]),
  /** To a diner: the order at the table has a PIN this session has not entered yet. */
  pin_required: Type.Optional(Type.Boolean()),
});
export type TableStatus = Static<typeof TableStatusSchema>;

/** The scanned table code: a table id, or an encrypted token. */
export const TableCodeParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });
/**
 * GET /api/v2/tables/{code}?scan=1: the diner has just scanned the code (the entry screen), so a
 * new scan starts (its time, and the order now at the table). Without it the call refreshes the
 * session, which keeps naming its order: once that order has ended it answers ORDER_CHANGED.
 */
export const TableCodeQuery = Type.Object({
  scan: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});
const TableStatusValue = Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.Null()]);
export const TablePatchBody = Type.Object(
  { table_status: Type.Optional(TableStatusValue), cor_status: Type.Optional(TableStatusValue) },
  { minProperties: 1 },
);
export type TablePatch = Static<typeof TablePatchBody>;
export const TableListQuery = Type.Object({
  section_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  with_order: Type.Optional(Type.Union([Type.Boolean(), Type.Integer({ minimum: 0, maximum: 1 })])),
});
export const TableListSchema = Type.Object({ data: Type.Array(Type.Unknown()) });

// ---------------------------------------------------------------------------------------------
// Orders

const SelectMenu = Type.Union([
  Type.String({ minLength: 1, maxLength: 200 }),
  Type.Array(Id, { minItems: 1, maxItems: 20 }),
]);
const OrderCode = Type.String({ maxLength: 4, pattern: '^(\\d{4})?$' });

/** The quick-service customer's details. */
export const CustomerInfoSchema = Type.Object(
  {
    order_type: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), ShortText(32)]),
    ),
    order_state: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), ShortText(32)]),
    ),
    customer_eat_time: Type.Optional(ShortText(40)),
    customer_name: Type.Optional(ShortText(64)),
    customer_phone: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9+()\\s-]*$' })),
    address: Type.Optional(ShortText(200)),
    zipcode: Type.Optional(ShortText(16)),
  },
  { additionalProperties: false },
);
export type CustomerInfo = Static<typeof CustomerInfoSchema>;

/** An order as the order routes answer it. */
export const OrderSchema = Type.Object({
  order_head_id: Int,
  orderId: Int,
  table_id: Int,
  eat_type: Int,
  check_name: Str,
  customer_name: Str,
  ...HeadCounts,
  select_menu: Str,
  status: Str,
  created_at: Str,
  created: Type.Optional(Type.Boolean()),
});
export type Order = Static<typeof OrderSchema>;

/** POST /api/v2.5/orders/not-check-table-status: opens (or joins) a dine-in order. */
export const OpenDineInBody = Type.Object({
  table_id: Id,
  select_menu: SelectMenu,
  adult_number: Count,
  child_number: Count,
  other_number: Type.Optional(Count),
  customer_num: Type.Optional(Count),
  eat_type: Type.Optional(Type.Literal(0)),
  check_name: Type.Optional(ShortText(64)),
  order_code: Type.Optional(OrderCode),
  system_type: Type.Optional(ShortText(32)),
  project_name: Type.Optional(ShortText(32)),
});
export type OpenDineIn = Static<typeof OpenDineInBody>;

/** POST /api/v2/orders: opens a quick-service (takeaway) order. */
export const OpenQuickOrderBody = Type.Object({
  table_id: Type.Literal(-1),
  eat_type: Type.Literal(1),
  select_menu: SelectMenu,
  customer_name: Type.Optional(ShortText(64)),
  customer_num: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
  check_name: Type.Optional(ShortText(64)),
  system_type: Type.Optional(ShortText(32)),
  project_name: Type.Optional(ShortText(32)),
  kds_time: Type.Optional(ShortText(40)),
  customer_info: Type.Optional(CustomerInfoSchema),
});
export type OpenQuickOrder = Static<typeof OpenQuickOrderBody>;

/** PATCH /api/v2/orders: menus and head counts of open orders. */
export const OrderPatchBody = Type.Object({
  orders: Type.Array(
    Type.Object({
      order_head_id: Id,
      select_menu: Type.Optional(SelectMenu),
      customer_num: Type.Optional(Count),
      adult_number: Type.Optional(Count),
      child_number: Type.Optional(Count),
      other_number: Type.Optional(Count),
    }),
    { minItems: 1, maxItems: 20 },
  ),
});
export type OrderPatch = Static<typeof OrderPatchBody>;
export const OrderListSchema = Type.Object({ data: Type.Array(OrderSchema) });

/** PATCH /api/v2/orders/{id}/gen-customer-name */
export const CustomerNameBody = Type.Object({
  identifier: Type.String({ minLength: 1, maxLength: 128 }),
  customer_name: Type.Optional(
    Type.String({ minLength: 1, maxLength: 20, pattern: '^\\S(.*\\S)?$' }),
  ),
});
export const CustomerNameSchema = Type.Object({ now_customer_name: Str, order_head_id: Int });
export type CustomerName = Static<typeof CustomerNameSchema>;

/** A dish the house adds to an order (cover charge and the like). */
export const ExtraDishSchema = Type.Object({
  order_detail_id: Int,
  item_id: IntOrNull,
  item_name1: Str,
  item_name2: Str,
  quantity: Int,
  product_price: Num,
  employee_id: IntOrNull,
  employee_name: Str,
  order_time: Str,
});
export type ExtraDish = Static<typeof ExtraDishSchema>;

/** POST /api/v2/orders/{id}/gen-extra-dish */
export const GenerateExtrasBody = Type.Object({
  id: Type.Optional(Id),
  first_menu: Type.Optional(Id),
  menu_id: Type.Optional(Id),
  week: Type.Optional(Type.Integer({ minimum: 0, maximum: 7 })),
  openEmployeeId: Type.Optional(Type.Union([Id, Type.Null()])),
  openEmployeeName: Type.Optional(ShortText(64)),
  employee_id: Type.Optional(Type.Union([Id, Type.Null()])),
  employee_name: Type.Optional(ShortText(64)),
  printInfo: Type.Optional(Type.Unknown()),
});
export const GeneratedExtrasSchema = Type.Object({
  extraDishes: Type.Array(ExtraDishSchema),
  created: Type.Boolean(),
});
/** POST /api/v2/orders/extradishes/{id} */
export const AddExtrasBody = Type.Object({
  extraDishes: Type.Array(
    Type.Object({
      item_id: Id,
      quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
      num: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
    }),
    { minItems: 1, maxItems: 50 },
  ),
  openEmployeeId: Type.Optional(Type.Union([Id, Type.Null()])),
  openEmployeeName: Type.Optional(ShortText(64)),
});
export const ExtraDishListSchema = Type.Object({ extraDishes: Type.Array(ExtraDishSchema) });

/** GET/PATCH /api/v3/update_od_customer/{orderId} */
export const OrderIdParams = Type.Object({ orderId: Id });
export const CustomerInfoBody = Type.Object({ customerInfos: CustomerInfoSchema });
export const CustomerInfoAnswer = Type.Object({
  customerInfos: Type.Unknown(),
  order_head_id: Int,
});

// ---------------------------------------------------------------------------------------------
// Order history (GET /api/v2/orders/{id}, GET /api/v2.5/orders/history-dish/{id})

/** One dish of the order's history. */
export const HistoryDishSchema = Type.Object({
  order_detail_id: Int,
  menu_item_id: IntOrNull,
  item_id: IntOrNull,
  item_name1: Str,
  item_name2: Str,
  /** The dish's names per language (the menu's item_i18n), {} when the dish left the menu. */
  name_i18n: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  order_time: Str,
  quantity: Int,
  product_price: Num,
  excess_price: Num,
  count: Int,
  excess_count: Int,
  /** null/0 not made, 1 made, 2 served, 3 paused, 5 cancelled, 11 shown as made (ordering.md §4). */
  is_make: IntOrNull,
  customer_name: Str,
  turn: Int,
  remark: Str,
  condiments: Type.Unknown(),
  contents: Type.Array(
    Type.Object({
      order_detail_id: Int,
      menu_item_id: IntOrNull,
      item_name1: Str,
      name_i18n: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
      quantity: Int,
      product_price: Num,
    }),
  ),
});
export type HistoryDish = Static<typeof HistoryDishSchema>;
export const HistorySectionSchema = Type.Object({
  turn: Int,
  quantity: Int,
  dishes: Type.Array(HistoryDishSchema),
});
export type HistorySection = Static<typeof HistorySectionSchema>;
export const OrderHistorySchema = Type.Object({
  order_head_id: Int,
  table_id: Int,
  status: Str,
  customer_num: Int,
  should_amount: Num,
  dishes_history: Type.Object({
    customer: Type.Array(HistorySectionSchema),
    waiter: Type.Array(HistorySectionSchema),
    other: Type.Array(HistorySectionSchema),
    extra: Type.Array(HistorySectionSchema),
  }),
  extra_dishes: Type.Array(HistoryDishSchema),
});
export type OrderHistory = Static<typeof OrderHistorySchema>;

/** Counts by three keys (e.g. dish → round → customer). */
const Counts3 = Type.Record(Str, Type.Record(Str, Type.Record(Str, Num)));
/** GET /api/v2.5/orders/history-dish/{id}: counts per dish, round and customer (by `type`). */
export const HistoryDishDataSchema = Type.Object({
  dish_round_customer_data: Type.Optional(Counts3),
  round_customer_dish_data: Type.Optional(Counts3),
  type_round_data: Type.Optional(Type.Record(Str, Type.Record(Str, Num))),
  dishRuleData: Type.Optional(
    Type.Record(
      Str,
      Type.Object({ menu_item_id: Int, not_joining_global_limit: Int, history_num: Int }),
    ),
  ),
});
export type HistoryDishData = Static<typeof HistoryDishDataSchema>;

// ---------------------------------------------------------------------------------------------
// Table PIN

/** `{status, message}`: 200 done, 300 refused (wrong PIN or wrong employee password). */
export const PinStatusSchema = Type.Object({ status: Int, message: Str });
export type PinStatus = Static<typeof PinStatusSchema>;
/** POST /api/order-password/check */
export const PinCheckBody = Type.Object({
  order_head_id: Id,
  order_code: Type.String({ minLength: 1, maxLength: 16 }),
});
export type PinCheck = Static<typeof PinCheckBody>;
/** PATCH /api/order-password/update */
export const PinUpdateBody = Type.Object({
  employee_id: Type.String({ minLength: 1, maxLength: 64 }),
  password_id: Type.String({ minLength: 1, maxLength: 128 }),
  order_head_id: Id,
  new_order_code: Type.String({ maxLength: 4, pattern: '^(\\d{4})?$' }),
});
export type PinUpdate = Static<typeof PinUpdateBody>;
/** GET /api/v2/order_head_password/list?order_id */
export const PinListQuery = Type.Object({ order_id: Id });
export const PinListSchema = Type.Object({
  data: Type.Array(Type.Object({ password_id: Int, order_head_id: Int, order_password: Str })),
});
export type PinList = Static<typeof PinListSchema>;

// ---------------------------------------------------------------------------------------------
// QR code: POST /api/v2.5/qrcode

/** A host name, an IPv4 address, or an IPv6 address in brackets. */
const HOST_PATTERN =
  '^(([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)*[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?|\\[[0-9A-Fa-f:.]{2,45}\\])$';
export const QrCodeBody = Type.Object({
  host: Type.String({ minLength: 1, maxLength: 253, pattern: HOST_PATTERN }),
  port: Type.Integer({ minimum: 1, maximum: 65535 }),
  table_id: Type.Integer({ minimum: -1, maximum: 2147483647 }),
  protocol: Type.Optional(Type.Union([Type.Literal('http'), Type.Literal('https')])),
});
export type QrCodeRequest = Static<typeof QrCodeBody>;
export const QrCodeSchema = Type.Object({
  url: Str,
  table_id: Int,
  /** The value of table_id in the URL: the id, or the encrypted token. */
  code: Str,
  /** data:image/png;base64,… */
  png: Str,
  svg: Str,
});
export type QrCode = Static<typeof QrCodeSchema>;

// ---------------------------------------------------------------------------------------------
// Reviews: POST /api/v3/dining_reviews

export const MAX_COMMENT_LENGTH = 1000;
export const ReviewBody = Type.Object({
  order_head_id: Id,
  table_id: Type.Integer({ minimum: -1, maximum: 2147483647 }),
  table_name: Type.Optional(Type.String({ maxLength: 64 })),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String({ maxLength: MAX_COMMENT_LENGTH }),
  date: Type.Optional(Type.String({ maxLength: 40 })),
  customer_num: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
});
export type ReviewRequest = Static<typeof ReviewBody>;
export const ReviewSchema = Type.Object({
  id: Int,
  order_head_id: Int,
  table_id: Int,
  table_name: Str,
  rating: Int,
  comment: Str,
  date: Str,
  customer_num: Int,
  customer: Str,
  replaced: Type.Boolean(),
});
export type Review = Static<typeof ReviewSchema>;
/** GET /api/v3/dining_reviews?order_head_id=: whether the order has its review (one per order). */
export const ReviewStatusQuery = Type.Object(
  { order_head_id: Id },
  { additionalProperties: false },
);
export const ReviewStatusSchema = Type.Object({
  reviewed: Type.Boolean(),
  /** The stars given, or null before the review. */
  rating: Type.Union([Int, Type.Null()]),
});
export type ReviewStatus = Static<typeof ReviewStatusSchema>;
/** GET /api/v2/staff/reviews?before&limit: the reviews diners left, newest first, a page at a time. */
export const StaffReviewListQuery = Type.Object(
  {
    /** The page after the review with this id (the previous page's `next`). */
    before: Type.Optional(Id),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type StaffReviewListQuery = Static<typeof StaffReviewListQuery>;
export const StaffReviewSchema = Type.Object({
  id: Int,
  order_head_id: Int,
  table_id: Int,
  table_name: Str,
  rating: Int,
  comment: Str,
  /** ISO time the server stored it (the diner's own `date` is free text). */
  created_at: Str,
});
export type StaffReview = Static<typeof StaffReviewSchema>;
export const StaffReviewPageSchema = Type.Object({
  data: Type.Array(StaffReviewSchema),
  /** `before` for the next page, or null when this was the last. */
  next: Type.Union([Int, Type.Null()]),
});
export type StaffReviewPage = Static<typeof StaffReviewPageSchema>;

// ---------------------------------------------------------------------------------------------
// Staff

/** POST /api/v1/kds/employee/login */
export const LoginBody = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  device_number: Type.Optional(Type.String({ maxLength: 64 })),
  device_type: Type.Optional(
    Type.Union([Type.String({ maxLength: 32 }), Type.Integer({ minimum: 0, maximum: 99 })]),
  ),
  subitems_version: Type.Optional(
    Type.Union([Type.String({ maxLength: 32 }), Type.Integer({ minimum: 0, maximum: 2147483647 })]),
  ),
  project: Type.Optional(Type.String({ maxLength: 32 })),
});
export type Login = Static<typeof LoginBody>;
export const LoginSchema = Type.Object({
  status: Int,
  token: Str,
  employee: Type.Object({ employee_id: Int, name: Str, role: Str, account: Str }),
});
export type LoginAnswer = Static<typeof LoginSchema>;

export const ORDER_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'superseded'] as const;
/** GET /api/v2/staff/order-requests?status */
export const OrderRequestListQuery = Type.Object({
  status: Type.Optional(Type.Union(ORDER_REQUEST_STATUSES.map((s) => Type.Literal(s)))),
});
/** POST /api/v2/staff/order-requests/{id}/approve */
export const ApprovedSchema = Type.Object({ requestId: Int, orderId: Int, table_id: Int });
export type Approved = Static<typeof ApprovedSchema>;
/** POST /api/v2/staff/order-requests/{id}/reject */
export const RejectBody = Type.Optional(
  Type.Object({ reason: Type.Optional(Type.String({ maxLength: 200 })) }),
);
export const RejectedSchema = Type.Object({ requestId: Int, table_id: Int, status: Str });
export type Rejected = Static<typeof RejectedSchema>;
/** GET /api/v2/staff/service-calls?status, PATCH /api/v2/staff/service-calls/{id} */
export const ServiceCallListQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('done')])),
});
export const ServiceCallPatchBody = Type.Object({ status: Type.Literal('done') });

export const TABLE_LANGUAGES = ['EN', 'IT', 'ZH', 'ES', 'DE', 'PT', 'FR'] as const;
/** POST /api/v2/staff/tables/{id}/notify: a push from the staff console to a table's diners. */
export const TableNotifyBody = Type.Union([
  Type.Object({
    event: Type.Literal('MESSENGER'),
    message: Type.String({ minLength: 1, maxLength: 500 }),
    level: Type.Optional(
      Type.Union([
        Type.Literal('success'),
        Type.Literal('error'),
        Type.Literal('warning'),
        Type.Literal('info'),
        Type.Literal('default'),
      ]),
    ),
  }),
  Type.Object({
    event: Type.Literal('UPDATE_LOCALE'),
    language: Type.Union(TABLE_LANGUAGES.map((l) => Type.Literal(l))),
  }),
  Type.Object({
    event: Type.Literal('BUBBLE_PROMPT'),
    message: Type.String({ minLength: 1, maxLength: 500 }),
  }),
]);
export type TableNotify = Static<typeof TableNotifyBody>;
export const OkSchema = Type.Object({ ok: Type.Boolean() });
/** POST /api/v2/staff/orders/{id}/move */
export const OrderMoveBody = Type.Object({ table_id: Id });
