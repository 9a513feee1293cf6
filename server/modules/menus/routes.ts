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
import { Type } from 'typebox';
import {
  CondimentGroupSchema,
  CondimentSchema,
  CondimentsQuery,
  CourseGroupSchema,
  CourseQuery,
  FeaturedDishSchema,
  IdParams,
  MenuDishSchema,
  MenuItemsQuery,
  MenuListQuery,
  MenuOneQuery,
  MenuSchema,
  NoQuery,
  type CondimentGroup,
  type Menu,
  type Flag,
  errorResponses,
} from '../../../protocol/http';
import type { DishSort } from '../../../core/settings/catalog';
import { inLanguage, type Language } from '../../../core';
import { notFound } from '../../http/errors';
import { readDiner } from '../../auth/session';
import {
  listCondimentGroups,
  listCondiments,
  listCourseGroups,
  listFeaturedDishes,
  listMenus,
  readMenu,
  readMenuItems,
  type MenuReadOptions,
} from './service';

/** A menu whose names are in one language and English alone (MenuOneQuery's `language`). */
function menuInLanguage(menu: Menu, language: Language): Menu {
  const condiments = (groups: CondimentGroup[]) =>
    groups.map((g) => ({
      ...g,
      name_i18n: inLanguage(g.name_i18n, language),
      condiments: g.condiments.map((c) => ({ ...c, name_i18n: inLanguage(c.name_i18n, language) })),
    }));
  return {
    ...menu,
    name_i18n: inLanguage(menu.name_i18n, language),
    ...(menu.menu_item_slu && {
      menu_item_slu: menu.menu_item_slu.map((c) => ({
        ...c,
        name_i18n: inLanguage(c.name_i18n, language),
        menu_item: c.menu_item.map((d) => ({
          ...d,
          item_i18n: inLanguage(d.item_i18n, language),
          condiments: condiments(d.condiments),
        })),
      })),
    }),
  };
}

/** A query flag's value: 1/true on, 0/false off, the default when absent. */
const on = (v: Flag | undefined, dflt: boolean) =>
  v === undefined ? dflt : v === '1' || v === 'true';

const errors = errorResponses(400, 404);
/** One menu with its categories and dishes, by id (two paths answer it). */
const oneMenuSchema = {
  schema: { params: IdParams, querystring: MenuOneQuery, response: { 200: MenuSchema, ...errors } },
};

export const menusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.store.db;

  /** Read options of a request: the caller's order and customer come from the diner session. */
  function readOptions(
    request: Parameters<typeof readDiner>[0],
    q: {
      with_dish?: Flag;
      extra?: Flag;
      sort?: DishSort;
      type?: '0' | '1';
    },
    withDishDefault: boolean,
  ): MenuReadOptions {
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

  app.get(
    '/api/v3/menus',
    {
      schema: { querystring: MenuListQuery, response: { 200: Type.Array(MenuSchema), ...errors } },
    },
    async (request) => {
      const opts = readOptions(request, request.query, false);
      return listMenus(db(), opts.packet ? 'packet' : 'dine-in', opts);
    },
  );

  app.get(
    '/api/v3/menus/packet',
    {
      schema: { querystring: MenuListQuery, response: { 200: Type.Array(MenuSchema), ...errors } },
    },
    async (request) => {
      const opts = readOptions(request, request.query, false);
      return listMenus(db(), 'packet', { ...opts, packet: true });
    },
  );

  app.get(
    '/api/v3/menus/mop',
    {
      schema: {
        querystring: NoQuery,
        response: { 200: Type.Array(MenuSchema), ...errors },
      },
    },
    async (request) => listMenus(db(), 'all', readOptions(request, {}, false)),
  );

  const oneMenu = async (request: Parameters<typeof readDiner>[0], id: number, q: MenuOneQuery) => {
    const menu = await readMenu(db(), id, readOptions(request, q, true));
    if (!menu) throw notFound(`Menu ${id} does not exist`);
    return q.language ? menuInLanguage(menu, q.language) : menu;
  };

  app.get('/api/v3/menus2/:id', oneMenuSchema, async (request) =>
    oneMenu(request, request.params.id, request.query),
  );

  app.get('/api/v2/menus/:id', oneMenuSchema, async (request) =>
    oneMenu(request, request.params.id, request.query),
  );

  app.get(
    '/api/v2/menu_items',
    {
      schema: {
        querystring: MenuItemsQuery,
        response: { 200: Type.Array(MenuDishSchema), ...errors },
      },
    },
    async (request) => {
      const ids = request.query.ids.split(',').map(Number);
      const diner = readDiner(request);
      const { items, missing } = await readMenuItems(db(), ids, {
        orderId: diner?.orderId ?? 0,
        customer: diner?.customer ?? '1',
      });
      if (missing.length) throw notFound(`Unknown menu item ${missing.join(', ')}`);
      return items;
    },
  );

  app.get(
    '/api/v3/dish/course',
    {
      schema: {
        querystring: CourseQuery,
        response: { 200: Type.Array(CourseGroupSchema), ...errors },
      },
    },
    async (request) => {
      const { course_group_id, menu_item_id } = request.query;
      const groups = await listCourseGroups(db(), {
        courseGroupId: course_group_id,
        menuItemId: menu_item_id,
      });
      if (course_group_id !== undefined && !groups.length)
        throw notFound(`Course group ${course_group_id} does not exist`);
      if (menu_item_id !== undefined && !groups.length)
        throw notFound(`Menu item ${menu_item_id} is not a set menu`);
      return groups;
    },
  );

  app.get(
    '/api/v2/condiments',
    {
      schema: {
        querystring: CondimentsQuery,
        response: {
          200: Type.Union([Type.Array(CondimentGroupSchema), Type.Array(CondimentSchema)]),
          ...errors,
        },
      },
    },
    async (request) =>
      on(request.query.with_group, false) ? listCondimentGroups(db()) : listCondiments(db()),
  );

  app.get(
    '/api/v2/special_dishes',
    {
      schema: {
        querystring: NoQuery,
        response: { 200: Type.Array(FeaturedDishSchema), ...errors },
      },
    },
    async () => listFeaturedDishes(db()),
  );
};
