// Menu routes (ordering.md §7):
//   GET /api/v3/menus?type&with_dish&sort&print&extra   first-level menus (type 0 dine-in, 1 packet)
//   GET /api/v3/menus/packet?…                           the packet (takeaway, table -1) variant
//   GET /api/v3/menus/mop                                every first-level menu, dine-in and packet
//   GET /api/v3/menus2/{id}?type&with_dish&sort          one menu with categories and dishes
//   GET /api/v2/menus/{id}                               the same shape (older clients' fallback)
//   GET /api/v2/menu_items?ids                           menu items by id
//   GET /api/v3/dish/course[?course_group_id]            set-menu course groups
//   GET /api/v2/condiments?with_group                    condiments, flat or by group
//   GET /api/v2/special_dishes                           featured dishes
// Menus are public (the home page shows them before a table opens); with a diner session the
// categories and dishes also carry the counts of the caller's order.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { ErrorBodySchema, notFound } from '../../http/errors';
import { readDiner } from '../../auth/session';
import {
  DISH_SORTS,
  listCondimentGroups,
  listCondiments,
  listCourseGroups,
  listFeaturedDishes,
  listMenus,
  readMenu,
  readMenuItems,
  type MenuReadOptions,
} from './service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** A query flag: 1/true on, 0/false off. */
const Flag = Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('true'), Type.Literal('false')]);
const on = (v: Static<typeof Flag> | undefined, dflt: boolean) => (v === undefined ? dflt : v === '1' || v === 'true');
const Sort = Type.Union(DISH_SORTS.map((s) => Type.Literal(s)));
/** 0 dine-in menus, 1 the packet (takeaway) variant. */
const MenuType = Type.Union([Type.Literal('0'), Type.Literal('1')]);

const MenuQuery = Type.Object(
  {
    type: Type.Optional(MenuType),
    with_dish: Type.Optional(Flag),
    sort: Type.Optional(Sort),
    /** Print fields (print_class, print_device) are always part of a dish; accepted for older clients. */
    print: Type.Optional(Flag),
    extra: Type.Optional(Flag),
  },
  { additionalProperties: false },
);
const MenuOneQuery = Type.Object(
  { type: Type.Optional(MenuType), with_dish: Type.Optional(Flag), sort: Type.Optional(Sort), extra: Type.Optional(Flag) },
  { additionalProperties: false },
);

const I18n = Type.Record(Type.String(), Type.Unknown());
const Num = Type.Number();
const NumOrNull = Type.Union([Type.Number(), Type.Null()]);
const IntOrNull = Type.Union([Type.Integer(), Type.Null()]);

const CondimentSchema = Type.Object({
  item_id: Type.Integer(),
  originId: Type.Integer(),
  item_name1: Type.String(),
  item_name2: Type.String(),
  name_i18n: I18n,
  price_1: Num,
  free: Type.Integer(),
  scomdiment_groups_id: Type.Integer(),
  comdiment_groups_name: Type.String(),
});
const CondimentGroupSchema = Type.Object({
  scomdiment_groups_id: Type.Integer(),
  comdiment_groups_name: Type.String(),
  name_i18n: I18n,
  min_select: Type.Integer(),
  max_select: Type.Integer(),
  condiments: Type.Array(CondimentSchema),
});

export const MenuItemSchema = Type.Object({
  item_id: Type.Integer(),
  menu_item_id: Type.Integer(),
  main_group_id: Type.Integer(),
  item_name1: Type.String(),
  item_name2: Type.String(),
  item_description: Type.String(),
  ext_dish_info: Type.String(),
  item_i18n: I18n,
  item_type: Type.Integer(),
  price_1: Num,
  takeout_price_1: Num,
  product_price: Num,
  unit_1: Type.String(),
  print_class: Type.String(),
  print_device: Type.String(),
  special_attributes: Type.Integer(),
  bargain_stype: Type.Integer(),
  bargain_item_id: IntOrNull,
  bargain_num_cur: IntOrNull,
  bargain_price: NumOrNull,
  discount_itemizer: Type.Integer(),
  allergen: Type.Array(Type.String()),
  other_detail_info: Type.Array(Type.String()),
  not_joining_global_limit: Type.Integer(),
  quantity: Type.Integer(),
  history_num: Type.Integer(),
  condiments: Type.Array(CondimentGroupSchema),
  required_condiment: Type.Integer(),
  remarks: Type.Array(Type.Unknown()),
  customers: Type.Array(Type.String()),
  slu_id: IntOrNull,
  dmi_slu_id: Type.Integer(),
  rule_lnr_enable: Type.Integer(),
  rule_lnr_max_num: Type.Integer(),
  rule_lnr_limit_enable: Type.Integer(),
  rule_lnr_limit_price: Num,
  rule_table_max_num: Type.Integer(),
  category_order_limit: Type.Integer(),
  table_category_order_limit: Type.Integer(),
  sold_out: Type.Integer(),
  url: Type.String(),
  sort: Type.Integer(),
});

const CategorySchema = Type.Object({
  dmi_slu_id: Type.Integer(),
  slu_id: IntOrNull,
  main_group_id: Type.Integer(),
  dmi_slu_name: Type.String(),
  name_i18n: I18n,
  category_order_limit: Type.Integer(),
  table_category_order_limit: Type.Integer(),
  customers_category_order_limit: Type.Integer(),
  ordered_dishes_number: Type.Integer(),
  customer_ordered_dishes_number: Type.Integer(),
  sort: Type.Integer(),
  menu_item: Type.Array(MenuItemSchema),
});

const ExtraItemSchema = Type.Object({ item_id: Type.Integer(), item_name1: Type.String(), item_name2: Type.String(), price_1: Num });

export const MenuSchema = Type.Object({
  main_group_id: Type.Integer(),
  main_group_name: Type.String(),
  name_i18n: I18n,
  normal_price: Num,
  child_price: Num,
  other_price: NumOrNull,
  extra_normal: Type.String(),
  extra_child: Type.String(),
  extra_other: Type.String(),
  set_item_main: IntOrNull,
  week: Type.String(),
  value: Type.Array(
    Type.Object({
      week: Type.Integer(),
      normal_price: NumOrNull,
      child_price: NumOrNull,
      other_price: NumOrNull,
      extra_normal: Type.String(),
      extra_child: Type.String(),
      extra_other: Type.String(),
    }),
  ),
  url: Type.String(),
  sort: Type.Integer(),
  is_packet: Type.Integer(),
  extra_items: Type.Optional(Type.Array(ExtraItemSchema)),
  menu_item_slu: Type.Optional(Type.Array(CategorySchema)),
});

const CourseGroupSchema = Type.Object({
  course_group_id: Type.Integer(),
  menu_item_id: Type.Integer(),
  course_group_name: Type.String(),
  name_i18n: I18n,
  is_must: Type.Integer(),
  is_select_all: Type.Integer(),
  is_full_select: Type.Integer(),
  choose_num: Type.Integer(),
  sort: Type.Integer(),
  course_detail: Type.Array(
    Type.Object({
      detail_id: Type.Integer(),
      course_group_id: Type.Integer(),
      menu_item_id: Type.Integer(),
      item_id: Type.Integer(),
      item_name1: Type.String(),
      item_name2: Type.String(),
      item_i18n: I18n,
      price: Num,
      num: Type.Integer(),
      quantity: Type.Integer(),
      actual_price: Num,
      print_class: Type.String(),
      print_device: Type.String(),
      rule_lnr_max_num: Type.Integer(),
      bargain_stype: Type.Integer(),
      allergen: Type.Array(Type.String()),
      other_detail_info: Type.Array(Type.String()),
      item_type: Type.Integer(),
      sold_out: Type.Integer(),
      url: Type.String(),
    }),
  ),
});

const FeaturedSchema = Type.Object({
  menu_item_id: Type.Integer(),
  item_id: Type.Integer(),
  main_group_id: Type.Integer(),
  item_name1: Type.String(),
  item_name2: Type.String(),
  item_i18n: I18n,
  price_1: Num,
  url: Type.String(),
  sold_out: Type.Integer(),
});

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

const menusModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.store.db;

  /** Read options of a request: the caller's order and customer come from the diner session. */
  function readOptions(request: Parameters<typeof readDiner>[0], q: { with_dish?: Static<typeof Flag>; extra?: Static<typeof Flag>; sort?: Static<typeof Sort>; type?: Static<typeof MenuType> }, withDishDefault: boolean): MenuReadOptions {
    const diner = readDiner(request);
    return {
      withDish: on(q.with_dish, withDishDefault),
      withExtra: on(q.extra, false),
      sort: q.sort,
      packet: q.type === '1',
      orderId: diner?.orderId ?? 0,
      customer: diner?.customer ?? '1',
    };
  }

  app.get('/api/v3/menus', { schema: { querystring: MenuQuery, response: { 200: Type.Array(MenuSchema), ...errors } } }, async (request) => {
    const opts = readOptions(request, request.query, false);
    return listMenus(db(), opts.packet ? 'packet' : 'dine-in', opts);
  });

  app.get('/api/v3/menus/packet', { schema: { querystring: MenuQuery, response: { 200: Type.Array(MenuSchema), ...errors } } }, async (request) => {
    const opts = readOptions(request, request.query, false);
    return listMenus(db(), 'packet', { ...opts, packet: true });
  });

  app.get(
    '/api/v3/menus/mop',
    { schema: { querystring: Type.Object({}, { additionalProperties: false }), response: { 200: Type.Array(MenuSchema), ...errors } } },
    async (request) => listMenus(db(), 'all', readOptions(request, {}, false)),
  );

  const oneMenu = async (request: Parameters<typeof readDiner>[0], id: number, q: Static<typeof MenuOneQuery>) => {
    const menu = await readMenu(db(), id, readOptions(request, q, true));
    if (!menu) throw notFound(`Menu ${id} does not exist`);
    return menu;
  };

  app.get(
    '/api/v3/menus2/:id',
    { schema: { params: Type.Object({ id: Id }), querystring: MenuOneQuery, response: { 200: MenuSchema, ...errors } } },
    async (request) => oneMenu(request, request.params.id, request.query),
  );

  app.get(
    '/api/v2/menus/:id',
    { schema: { params: Type.Object({ id: Id }), querystring: MenuOneQuery, response: { 200: MenuSchema, ...errors } } },
    async (request) => oneMenu(request, request.params.id, request.query),
  );

  app.get(
    '/api/v2/menu_items',
    {
      schema: {
        querystring: Type.Object({ ids: Type.String({ pattern: '^\\d{1,9}(,\\d{1,9}){0,199}$' }) }, { additionalProperties: false }),
        response: { 200: Type.Array(MenuItemSchema), ...errors },
      },
    },
    async (request) => {
      const ids = request.query.ids.split(',').map(Number);
      const diner = readDiner(request);
      const { items, missing } = await readMenuItems(db(), ids, { orderId: diner?.orderId ?? 0, customer: diner?.customer ?? '1' });
      if (missing.length) throw notFound(`Unknown menu item ${missing.join(', ')}`);
      return items;
    },
  );

  app.get(
    '/api/v3/dish/course',
    {
      schema: {
        querystring: Type.Object({ course_group_id: Type.Optional(Id), menu_item_id: Type.Optional(Id) }, { additionalProperties: false }),
        response: { 200: Type.Array(CourseGroupSchema), ...errors },
      },
    },
    async (request) => {
      const { course_group_id, menu_item_id } = request.query;
      const groups = await listCourseGroups(db(), { courseGroupId: course_group_id, menuItemId: menu_item_id });
      if (course_group_id !== undefined && !groups.length) throw notFound(`Course group ${course_group_id} does not exist`);
      if (menu_item_id !== undefined && !groups.length) throw notFound(`Menu item ${menu_item_id} is not a set menu`);
      return groups;
    },
  );

  app.get(
    '/api/v2/condiments',
    {
      schema: {
        querystring: Type.Object({ with_group: Type.Optional(Flag) }, { additionalProperties: false }),
        response: { 200: Type.Union([Type.Array(CondimentGroupSchema), Type.Array(CondimentSchema)]), ...errors },
      },
    },
    async (request) => (on(request.query.with_group, false) ? listCondimentGroups(db()) : listCondiments(db())),
  );

  app.get(
    '/api/v2/special_dishes',
    { schema: { querystring: Type.Object({}, { additionalProperties: false }), response: { 200: Type.Array(FeaturedSchema), ...errors } } },
    async () => listFeaturedDishes(db()),
  );
};

export default menusModule;
