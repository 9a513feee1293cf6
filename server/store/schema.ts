// Drizzle table definitions mirroring server/store/migrations/*.sql (the SQL files are the source
// of truth for the database; keep both in step when adding a migration).
import {
  pgTable,
  integer,
  serial,
  text,
  jsonb,
  boolean,
  numeric,
  timestamp,
  primaryKey,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const i18n = () => jsonb('name_i18n').$type<Record<string, string>>().notNull().default({});

export const restaurantInfo = pgTable('restaurant_info', {
  id: integer('id').primaryKey().default(1),
  restaurant_name: text('restaurant_name').notNull().default(''),
  currency_name: text('currency_name').notNull().default('€'),
  place_id: text('place_id').notNull().default(''),
  address: text('address').notNull().default(''),
  string_id: text('string_id').notNull().default(''),
  timezone: text('timezone').notNull().default('UTC'),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const settings = pgTable('settings', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  value: jsonb('value').$type<unknown>().notNull(),
  description: text('description').notNull().default(''),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const sections = pgTable('sections', {
  section_id: integer('section_id').primaryKey(),
  section_name: text('section_name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const diningTables = pgTable('dining_tables', {
  table_id: integer('table_id').primaryKey(),
  table_name: text('table_name').notNull(),
  section_id: integer('section_id').references(() => sections.section_id),
  table_status: integer('table_status'),
  cor_status: integer('cor_status'),
  order_head_id: integer('order_head_id').references((): AnyPgColumn => orders.order_head_id),
  merge_status: integer('merge_status').notNull().default(0),
  merge_target_table_id: integer('merge_target_table_id').references(
    (): AnyPgColumn => diningTables.table_id,
  ),
  seats: integer('seats').notNull().default(4),
  sort: integer('sort').notNull().default(0),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const orders = pgTable('orders', {
  order_head_id: serial('order_head_id').primaryKey(),
  table_id: integer('table_id').notNull(),
  eat_type: integer('eat_type').notNull().default(0),
  check_name: text('check_name').notNull().default(''),
  customer_name: text('customer_name').notNull().default(''),
  customer_phone: text('customer_phone').notNull().default(''),
  customer_num: integer('customer_num').notNull().default(1),
  adult_number: integer('adult_number').notNull().default(0),
  child_number: integer('child_number').notNull().default(0),
  other_number: integer('other_number').notNull().default(0),
  select_menu: text('select_menu').notNull().default(''),
  order_code: text('order_code').notNull().default(''),
  customer_info: jsonb('customer_info').$type<Record<string, unknown>>().notNull().default({}),
  system_type: text('system_type').notNull().default(''),
  project_name: text('project_name').notNull().default(''),
  kds_time: text('kds_time').notNull().default(''),
  status: text('status').$type<'open' | 'closed' | 'cancelled'>().notNull().default('open'),
  open_employee_id: integer('open_employee_id'),
  open_employee_name: text('open_employee_name').notNull().default(''),
  customer_seq: integer('customer_seq').notNull().default(0),
  extra_generated: boolean('extra_generated').notNull().default(false),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  closed_at: ts('closed_at'),
});

export const orderCustomers = pgTable('order_customers', {
  id: serial('id').primaryKey(),
  order_head_id: integer('order_head_id')
    .notNull()
    .references(() => orders.order_head_id),
  customer_name: text('customer_name').notNull(),
  identifier: text('identifier').notNull().default(''),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const orderHeadPasswords = pgTable('order_head_passwords', {
  password_id: serial('password_id').primaryKey(),
  order_head_id: integer('order_head_id')
    .notNull()
    .references(() => orders.order_head_id),
  order_password: text('order_password').notNull(),
  active: boolean('active').notNull().default(true),
  employee_id: integer('employee_id'),
  created_at: ts('created_at').notNull().defaultNow(),
  cancelled_at: ts('cancelled_at'),
});

export const pinAttempts = pgTable('pin_attempts', {
  id: serial('id').primaryKey(),
  order_head_id: integer('order_head_id').notNull(),
  client_key: text('client_key').notNull(),
  success: boolean('success').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** A browser session (diner sid) that entered an order's table PIN (migration 0151). */
export const pinPasses = pgTable(
  'pin_passes',
  {
    sid: text('sid').notNull(),
    order_head_id: integer('order_head_id')
      .notNull()
      .references(() => orders.order_head_id),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sid, t.order_head_id] })],
);

export const orderRequests = pgTable('order_requests', {
  id: serial('id').primaryKey(),
  table_id: integer('table_id')
    .notNull()
    .references(() => diningTables.table_id),
  table_name: text('table_name').notNull().default(''),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status')
    .$type<'pending' | 'approved' | 'rejected' | 'superseded'>()
    .notNull()
    .default('pending'),
  order_head_id: integer('order_head_id').references(() => orders.order_head_id),
  employee_id: integer('employee_id'),
  reason: text('reason').notNull().default(''),
  created_at: ts('created_at').notNull().defaultNow(),
  decided_at: ts('decided_at'),
});

export const menus = pgTable('menus', {
  main_group_id: integer('main_group_id').primaryKey(),
  main_group_name: text('main_group_name').notNull(),
  name_i18n: i18n(),
  normal_price: money('normal_price').notNull().default(0),
  child_price: money('child_price').notNull().default(0),
  other_price: money('other_price'),
  extra_normal: text('extra_normal').notNull().default(''),
  extra_child: text('extra_child').notNull().default(''),
  extra_other: text('extra_other').notNull().default(''),
  set_item_main: integer('set_item_main'),
  type: integer('type').notNull().default(0),
  url: text('url').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const menuWeekValues = pgTable(
  'menu_week_values',
  {
    main_group_id: integer('main_group_id')
      .notNull()
      .references(() => menus.main_group_id, { onDelete: 'cascade' }),
    week: integer('week').notNull(),
    normal_price: money('normal_price'),
    child_price: money('child_price'),
    other_price: money('other_price'),
    extra_normal: text('extra_normal').notNull().default(''),
    extra_child: text('extra_child').notNull().default(''),
    extra_other: text('extra_other').notNull().default(''),
    value: jsonb('value').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.main_group_id, t.week] })],
);

export const extraItems = pgTable('extra_items', {
  item_id: integer('item_id').primaryKey(),
  item_name1: text('item_name1').notNull(),
  item_name2: text('item_name2').notNull().default(''),
  price_1: money('price_1').notNull().default(0),
});

export const menuCategories = pgTable('menu_categories', {
  dmi_slu_id: integer('dmi_slu_id').primaryKey(),
  main_group_id: integer('main_group_id')
    .notNull()
    .references(() => menus.main_group_id, { onDelete: 'cascade' }),
  slu_id: integer('slu_id'),
  dmi_slu_name: text('dmi_slu_name').notNull(),
  name_i18n: i18n(),
  category_order_limit: integer('category_order_limit').notNull().default(9999),
  table_category_order_limit: integer('table_category_order_limit').notNull().default(9999),
  customers_category_order_limit: integer('customers_category_order_limit').notNull().default(9999),
  sort: integer('sort').notNull().default(0),
});

export const menuItems = pgTable('menu_items', {
  menu_item_id: integer('menu_item_id').primaryKey(),
  item_id: integer('item_id').notNull(),
  dmi_slu_id: integer('dmi_slu_id')
    .notNull()
    .references(() => menuCategories.dmi_slu_id, { onDelete: 'cascade' }),
  slu_id: integer('slu_id'),
  item_name1: text('item_name1').notNull(),
  item_name2: text('item_name2').notNull().default(''),
  item_description: text('item_description').notNull().default(''),
  ext_dish_info: text('ext_dish_info').notNull().default(''),
  item_i18n: jsonb('item_i18n').$type<Record<string, unknown>>().notNull().default({}),
  item_type: integer('item_type').notNull().default(0),
  price_1: money('price_1').notNull().default(0),
  takeout_price_1: money('takeout_price_1').notNull().default(0),
  product_price: money('product_price').notNull().default(0),
  unit_1: text('unit_1').notNull().default(''),
  print_class: text('print_class').notNull().default(''),
  print_device: text('print_device').notNull().default(''),
  special_attributes: integer('special_attributes').notNull().default(0),
  bargain_stype: integer('bargain_stype').notNull().default(0),
  bargain_item_id: integer('bargain_item_id'),
  discount_itemizer: integer('discount_itemizer').notNull().default(0),
  allergen: jsonb('allergen').$type<string[]>().notNull().default([]),
  other_detail_info: jsonb('other_detail_info').$type<string[]>().notNull().default([]),
  not_joining_global_limit: integer('not_joining_global_limit').notNull().default(0),
  required_condiment: integer('required_condiment').notNull().default(0),
  remarks: jsonb('remarks').$type<unknown[]>().notNull().default([]),
  rule_lnr_enable: integer('rule_lnr_enable').notNull().default(0),
  rule_lnr_max_num: integer('rule_lnr_max_num').notNull().default(999),
  rule_lnr_limit_enable: integer('rule_lnr_limit_enable').notNull().default(0),
  rule_lnr_limit_price: money('rule_lnr_limit_price').notNull().default(0),
  rule_table_max_num: integer('rule_table_max_num').notNull().default(999),
  category_order_limit: integer('category_order_limit').notNull().default(9999),
  table_category_order_limit: integer('table_category_order_limit').notNull().default(9999),
  sold_out: boolean('sold_out').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const condimentGroups = pgTable('condiment_groups', {
  scomdiment_groups_id: integer('scomdiment_groups_id').primaryKey(),
  comdiment_groups_name: text('comdiment_groups_name').notNull(),
  name_i18n: i18n(),
  min_select: integer('min_select').notNull().default(0),
  max_select: integer('max_select').notNull().default(999),
  sort: integer('sort').notNull().default(0),
});

export const condiments = pgTable('condiments', {
  item_id: integer('item_id').primaryKey(),
  scomdiment_groups_id: integer('scomdiment_groups_id')
    .notNull()
    .references(() => condimentGroups.scomdiment_groups_id, { onDelete: 'cascade' }),
  item_name1: text('item_name1').notNull(),
  item_name2: text('item_name2').notNull().default(''),
  name_i18n: i18n(),
  price_1: money('price_1').notNull().default(0),
  free: integer('free').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

export const menuItemCondimentGroups = pgTable(
  'menu_item_condiment_groups',
  {
    menu_item_id: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.menu_item_id, { onDelete: 'cascade' }),
    scomdiment_groups_id: integer('scomdiment_groups_id')
      .notNull()
      .references(() => condimentGroups.scomdiment_groups_id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.menu_item_id, t.scomdiment_groups_id] })],
);

export const courseGroups = pgTable('course_groups', {
  course_group_id: integer('course_group_id').primaryKey(),
  menu_item_id: integer('menu_item_id')
    .notNull()
    .references(() => menuItems.menu_item_id, { onDelete: 'cascade' }),
  course_group_name: text('course_group_name').notNull(),
  name_i18n: i18n(),
  is_must: integer('is_must').notNull().default(0),
  is_select_all: integer('is_select_all').notNull().default(0),
  is_full_select: integer('is_full_select').notNull().default(0),
  choose_num: integer('choose_num').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

export const courseDetails = pgTable('course_details', {
  detail_id: integer('detail_id').primaryKey(),
  course_group_id: integer('course_group_id')
    .notNull()
    .references(() => courseGroups.course_group_id, { onDelete: 'cascade' }),
  menu_item_id: integer('menu_item_id')
    .notNull()
    .references(() => menuItems.menu_item_id, { onDelete: 'cascade' }),
  price: money('price').notNull().default(0),
  num: integer('num').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

export const bargainItems = pgTable('bargain_items', {
  bargain_item_id: integer('bargain_item_id').primaryKey(),
  menu_item_id: integer('menu_item_id')
    .notNull()
    .references(() => menuItems.menu_item_id, { onDelete: 'cascade' }),
  bargain_stype: integer('bargain_stype').notNull(),
  price: money('price').notNull().default(0),
  bargain_num_cur: integer('bargain_num_cur').notNull().default(0),
  bargain_num_total: integer('bargain_num_total').notNull().default(0),
});

export const businessHours = pgTable('business_hours', {
  id: serial('id').primaryKey(),
  project: text('project').notNull().default('QOP'),
  week: integer('week').notNull(),
  start_time: text('start_time').notNull(),
  end_time: text('end_time').notNull(),
  is_holidays: integer('is_holidays').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

export const businessRules = pgTable('business_rules', {
  id: serial('id').primaryKey(),
  start_time: text('start_time').notNull(),
  end_time: text('end_time').notNull(),
  week: text('week').notNull().default('1,2,3,4,5,6,7'),
  extra_normal: text('extra_normal').notNull().default(''),
  extra_child: text('extra_child').notNull().default(''),
  extra_other: text('extra_other').notNull().default(''),
  main_group_id: integer('main_group_id'),
  main_group_name: text('main_group_name').notNull().default(''),
  value: jsonb('value').$type<Record<string, unknown>>().notNull().default({}),
  preferred_menu: text('preferred_menu').notNull().default(''),
  alternative_menu: text('alternative_menu').notNull().default(''),
  default_menu: text('default_menu').notNull().default(''),
  hide_menu: text('hide_menu').notNull().default(''),
  turn_dishes: integer('turn_dishes'),
  turn_mins: integer('turn_mins'),
  max_turn: integer('max_turn'),
  sort: integer('sort').notNull().default(0),
});

export const scheduleEntries = pgTable('schedule_entries', {
  id: serial('id').primaryKey(),
  start_time: text('start_time').notNull(),
  end_time: text('end_time').notNull(),
  default_menu: text('default_menu').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const specialDishes = pgTable('special_dishes', {
  id: serial('id').primaryKey(),
  menu_item_id: integer('menu_item_id')
    .notNull()
    .references(() => menuItems.menu_item_id, { onDelete: 'cascade' }),
  item_name1: text('item_name1').notNull().default(''),
  url: text('url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const bannerAnnouncements = pgTable('banner_announcements', {
  id: serial('id').primaryKey(),
  icon: text('icon').notNull().default(''),
  value: text('value').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const bulletins = pgTable('bulletins', {
  id: serial('id').primaryKey(),
  bulletin_type: integer('bulletin_type').notNull(),
  value: text('value').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const activityImages = pgTable('activity_images', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const mediaLinks = pgTable('media_links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const callServiceOptions = pgTable('call_service_options', {
  id: serial('id').primaryKey(),
  title_cn: text('title_cn').notNull().default(''),
  title_en: text('title_en').notNull().default(''),
  title_it: text('title_it').notNull().default(''),
  title_es: text('title_es').notNull().default(''),
  title_de: text('title_de').notNull().default(''),
  title_fr: text('title_fr').notNull().default(''),
  value_cn: text('value_cn').notNull().default(''),
  value_en: text('value_en').notNull().default(''),
  value_it: text('value_it').notNull().default(''),
  value_es: text('value_es').notNull().default(''),
  value_de: text('value_de').notNull().default(''),
  value_fr: text('value_fr').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const employees = pgTable('employees', {
  employee_id: serial('employee_id').primaryKey(),
  account: text('account').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').notNull().default('waiter'),
  password_salt: text('password_salt').notNull(),
  password_hash: text('password_hash').notNull(),
  active: boolean('active').notNull().default(true),
  created_at: ts('created_at').notNull().defaultNow(),
  /** Raised to end every staff session of the employee (logout); tokens carry the value. */
  session_version: integer('session_version').notNull().default(0),
});

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  order_head_id: integer('order_head_id')
    .notNull()
    .references(() => orders.order_head_id),
  table_id: integer('table_id').notNull(),
  table_name: text('table_name').notNull().default(''),
  rating: integer('rating').notNull(),
  comment: text('comment').notNull().default(''),
  date: text('date').notNull().default(''),
  customer_num: integer('customer_num').notNull().default(0),
  created_at: ts('created_at').notNull().defaultNow(),
  /** The diner who wrote it. 0173: one review per order (a unique index on order_head_id). */
  customer_name: text('customer_name').notNull().default(''),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const serviceCalls = pgTable('service_calls', {
  id: serial('id').primaryKey(),
  table_id: integer('table_id').notNull(),
  table_name: text('table_name').notNull().default(''),
  /** 0176: the table name a diner typed in lite mode; staff read table_name (the store's) first. */
  stated_table_name: text('stated_table_name').notNull().default(''),
  message: text('message').notNull().default(''),
  checkbox_group: jsonb('checkbox_group').$type<string[]>().notNull().default([]),
  customer: text('customer').notNull().default(''),
  order_id: integer('order_id'),
  project_name: text('project_name').notNull().default(''),
  type: text('type').notNull().default('CALL_SERVICE'),
  status: text('status').$type<'open' | 'done'>().notNull().default('open'),
  created_at: ts('created_at').notNull().defaultNow(),
  handled_at: ts('handled_at'),
  handled_by: integer('handled_by'),
});

export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  order_head_id: integer('order_head_id')
    .notNull()
    .unique()
    .references(() => orders.order_head_id),
  table_id: integer('table_id').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  version: integer('version').notNull().default(0),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const cartLines = pgTable('cart_lines', {
  id: text('id').primaryKey(),
  cart_id: integer('cart_id')
    .notNull()
    .references(() => carts.id, { onDelete: 'cascade' }),
  customer_name: text('customer_name').notNull(),
  turn: integer('turn').notNull().default(1),
  menu_item_id: integer('menu_item_id').notNull(),
  dish_type: integer('dish_type').notNull().default(0),
  total_num: integer('total_num').notNull(),
  excessed_num: integer('excessed_num').notNull().default(0),
  remark: text('remark').notNull().default(''),
  condiments: jsonb('condiments').$type<unknown[]>().notNull().default([]),
  set_meal_groups: jsonb('set_meal_groups').$type<unknown[]>().notNull().default([]),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const cartSubmissions = pgTable('cart_submissions', {
  request_key: text('request_key').primaryKey(),
  order_head_id: integer('order_head_id')
    .notNull()
    .references(() => orders.order_head_id),
  turn: integer('turn').notNull(),
  result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
  created_at: ts('created_at').notNull().defaultNow(),
  /** Bumped off the kitchen display (null: on it); a recall clears it. */
  bumped_at: ts('bumped_at'),
  /** The employee who bumped it. */
  bumped_by: integer('bumped_by'),
});

export const orderDetails = pgTable('order_details', {
  order_detail_id: serial('order_detail_id').primaryKey(),
  order_head_id: integer('order_head_id')
    .notNull()
    .references(() => orders.order_head_id),
  table_id: integer('table_id').notNull(),
  parent_detail_id: integer('parent_detail_id').references(
    (): AnyPgColumn => orderDetails.order_detail_id,
  ),
  menu_item_id: integer('menu_item_id'),
  item_id: integer('item_id'),
  main_group_id: integer('main_group_id'),
  dmi_slu_id: integer('dmi_slu_id'),
  item_name1: text('item_name1').notNull().default(''),
  item_name2: text('item_name2').notNull().default(''),
  source: text('source')
    .$type<'customer' | 'waiter' | 'other' | 'extra'>()
    .notNull()
    .default('customer'),
  customer_name: text('customer_name').notNull().default('1'),
  turn: integer('turn').notNull().default(0),
  quantity: integer('quantity').notNull().default(1),
  count: integer('count').notNull().default(0),
  excess_count: integer('excess_count').notNull().default(0),
  product_price: money('product_price').notNull().default(0),
  excess_price: money('excess_price').notNull().default(0),
  condiments: jsonb('condiments').$type<unknown[]>().notNull().default([]),
  remark: text('remark').notNull().default(''),
  is_make: integer('is_make'),
  request_key: text('request_key'),
  employee_id: integer('employee_id'),
  employee_name: text('employee_name').notNull().default(''),
  order_time: ts('order_time').notNull().defaultNow(),
});

export const turnInfo = pgTable('turn_info', {
  order_head_id: integer('order_head_id')
    .primaryKey()
    .references(() => orders.order_head_id),
  check_name: text('check_name').notNull().default(''),
  remark: text('remark').notNull().default(''),
  rule_gnr_turn: integer('rule_gnr_turn').notNull().default(1),
  rule_gnr_num: integer('rule_gnr_num').notNull().default(0),
  rule_gnr_time_start: ts('rule_gnr_time_start').notNull().defaultNow(),
  customer_dish_num: jsonb('customer_dish_num')
    .$type<Record<string, number>>()
    .notNull()
    .default({}),
  dishes_number: integer('dishes_number').notNull().default(0),
  slu_dishes_number: jsonb('slu_dishes_number')
    .$type<Record<string, number>>()
    .notNull()
    .default({}),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** 0152: the restaurant's ESC/POS network printers (protocol/printing.ts PrinterSetup). */
export const printers = pgTable('printers', {
  printer_id: serial('printer_id').primaryKey(),
  name: text('name').notNull(),
  interface: text('interface').notNull(),
  type: text('type').$type<'epson'>().notNull().default('epson'),
  print_classes: jsonb('print_classes').$type<string[]>().notNull().default([]),
  is_default: boolean('is_default').notNull().default(false),
  columns: integer('columns').$type<32 | 42 | 48>().notNull().default(48),
  cjk: text('cjk').$type<'gb18030' | 'none'>().notNull().default('gb18030'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  status: text('status').$type<'unknown' | 'online' | 'offline'>().notNull().default('unknown'),
  last_error: text('last_error').notNull().default(''),
  checked_at: ts('checked_at'),
});

/** 0152: one ticket for one printer, kept until printed (server/modules/printing). */
export const printJobs = pgTable('print_jobs', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'round' | 'summary' | 'test'>().notNull(),
  printer_id: integer('printer_id').references(() => printers.printer_id, {
    onDelete: 'set null',
  }),
  request_key: text('request_key').notNull().default(''),
  order_head_id: integer('order_head_id'),
  table_id: integer('table_id'),
  turn: integer('turn'),
  ticket: jsonb('ticket').$type<Record<string, unknown>>().notNull(),
  status: text('status')
    .$type<'pending' | 'printing' | 'retrying' | 'done' | 'cancelled'>()
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  last_error: text('last_error').notNull().default(''),
  next_attempt_at: ts('next_attempt_at').notNull().defaultNow(),
  locked_until: ts('locked_until'),
  created_at: ts('created_at').notNull().defaultNow(),
  printed_at: ts('printed_at'),
});
