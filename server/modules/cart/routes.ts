// HTTP views of what the cart accepted (ordering.md §7): order history, turn info, dish checks,
// waiter dishes, bargain stock, and the kitchen's rounds.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { randomUUID } from 'node:crypto';
import { dishRoundCustomerData, r3TurnLimit, roundCustomerDishData } from '../../../core';
import { HttpError, badRequest, notFound, orderClosed } from '../../http/errors';
import { requireStaff } from '../../auth/session';
import { requireOrderEntry } from '../pin/gate';
import {
  CartRefusal,
  bargainRows,
  historyOf,
  menuItemIdsOf,
  menuItemNames,
  orderDetailRows,
  orderRow,
  readCart,
  setBargainStock,
  turnInfoOf,
  type BargainRow,
} from './repository';
import { historyRows, loadDishes } from './rule-context';
import { addDishesDirect, checkDishes } from './direct';
import { bumpRound, kitchenRounds } from './rounds';
import { KitchenBumpBody, KitchenBumpSchema, RoundKeyParams } from '../../../protocol/staff';
import { emitToStaff } from '../../realtime';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const IdParams = Type.Object({ id: Id });
const Lang = Type.Optional(Type.String({ maxLength: 16 }));
const MenuId = Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 }));

const DirectDishIn = Type.Object(
  {
    id: Type.Optional(Id),
    menu_item_id: Type.Optional(Id),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
    totalCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
    customer: Type.Optional(Type.String({ maxLength: 100 })),
    remark: Type.Optional(Type.String({ maxLength: 500 })),
    condiments: Type.Optional(
      Type.Array(
        // By id among the dish's own condiment groups; names and prices come from the store.
        Type.Object({ id: Id }, { additionalProperties: false }),
        { maxItems: 50 },
      ),
    ),
  },
  { additionalProperties: false },
);
type DirectDishBody = {
  id?: number;
  menu_item_id?: number;
  quantity?: number;
  totalCount?: number;
  customer?: string;
  remark?: string;
  condiments?: { id: number }[];
};

function toDirect(list: DirectDishBody[]) {
  return list.map((d) => {
    const menuItemId = d.menu_item_id ?? d.id;
    if (menuItemId === undefined) throw badRequest('Each dish needs id or menu_item_id');
    return {
      menu_item_id: menuItemId,
      quantity: d.quantity ?? d.totalCount ?? 1,
      ...(d.customer !== undefined ? { customer: d.customer } : {}),
      ...(d.remark !== undefined ? { remark: d.remark } : {}),
      ...(d.condiments !== undefined ? { condiments: d.condiments } : {}),
    };
  });
}

/** A refusal of the rules as an HTTP 409 with the catalogue text. */
function refusalToHttp(err: unknown): never {
  if (err instanceof CartRefusal) {
    const code = err.violation.code;
    if (code === 'CART_NOT_FOUND') throw new HttpError(404, 'NOT_FOUND', err.violation.message);
    if (code === 'ORDER_CLOSED') throw orderClosed(err.violation.message);
    throw new HttpError(409, 'CONFLICT', err.violation.message);
  }
  throw err;
}

const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = app.store;
  const rules = app.cartRules;
  const events = app.cartEvents;

  async function orderOr404(id: number) {
    const order = await orderRow(store.db, id);
    if (!order) throw notFound('Order does not exist');
    return order;
  }

  app.get(
    '/api/v2.5/orders/history-dish/:id',
    {
      schema: {
        params: IdParams,
        querystring: Type.Object({
          menu_id: MenuId,
          type: Type.Optional(Type.String({ maxLength: 64, pattern: '^[a-z,]*$' })),
          language: Lang,
        }),
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireOrderEntry(request, id);
      await orderOr404(id);
      const types = new Set(
        (request.query.type || 'round,dish,type,rule').split(',').filter(Boolean),
      );
      const rows = await historyRows(store.db, id);
      const ids = new Set(rows.map((r) => r.menu_item_id ?? 0));
      if (request.query.menu_id) {
        for (const menuItemId of await menuItemIdsOf(store.db, request.query.menu_id))
          ids.add(menuItemId);
      }
      const dishes = await loadDishes(store.db, ids);
      const history = historyOf(rows, dishes);
      const out: Record<string, unknown> = {};
      if (types.has('dish')) out.dish_round_customer_data = dishRoundCustomerData(history);
      if (types.has('round')) out.round_customer_dish_data = roundCustomerDishData(history);
      if (types.has('type')) {
        const byType: Record<string, Record<string, number>> = {};
        for (const h of history) {
          if (h.secondMenuId === null) continue;
          const t = (byType[String(h.secondMenuId)] ??= {});
          t[String(h.turn)] = (t[String(h.turn)] ?? 0) + h.totalNum;
        }
        out.type_round_data = byType;
      }
      if (types.has('rule')) {
        const rules: Record<string, unknown> = {};
        for (const d of dishes.values()) {
          rules[String(d.menu_item_id)] = {
            menu_item_id: d.menu_item_id,
            dmi_slu_id: d.dmi_slu_id ?? null,
            rule_lnr_enable: d.rule_lnr_enable,
            rule_lnr_max_num: d.rule_lnr_max_num,
            rule_lnr_limit_enable: d.rule_lnr_limit_enable,
            rule_lnr_limit_price: d.rule_lnr_limit_price,
            rule_table_max_num: d.rule_table_max_num,
            category_order_limit: d.category_order_limit,
            table_category_order_limit: d.table_category_order_limit,
            not_joining_global_limit: d.not_joining_global_limit,
            bargain_stype: d.bargain_stype,
            bargain_num_cur: d.bargain_num_cur,
            history_num: history
              .filter((h) => h.originId === d.menu_item_id)
              .reduce((s, h) => s + h.totalNum, 0),
          };
        }
        out.dishRuleData = rules;
      }
      return out;
    },
  );

  app.get(
    '/api/v2/orders/:id/turn',
    { schema: { params: IdParams, querystring: Type.Object({ menu_id: MenuId }) } },
    async (request) => {
      const { id } = request.params;
      await requireOrderEntry(request, id);
      const order = await orderOr404(id);
      const info = await turnInfoOf(store.db, id);
      const snap = await readCart(rules, id);
      const config = snap?.config ?? (await rules.ruleConfig(store.db));
      const persons = Math.max(1, order.customer_num);
      const nowTurn = snap?.state.nowTurn ?? info?.rule_gnr_turn ?? 1;
      const start =
        snap?.state.nowTurnStartDate ??
        info?.rule_gnr_time_start.getTime() ??
        order.created_at.getTime();
      const history = snap?.history ?? historyOf(await historyRows(store.db, id), new Map());
      const customer: Record<string, number> = {};
      const slu: Record<string, number> = {};
      let total = 0;
      for (const h of history) {
        if (h.turn !== nowTurn || !h.r3Enable) continue;
        customer[h.userId] = (customer[h.userId] ?? 0) + h.totalNum;
        if (h.secondMenuId !== null)
          slu[String(h.secondMenuId)] = (slu[String(h.secondMenuId)] ?? 0) + h.totalNum;
        total += h.totalNum;
      }
      return {
        order_head_id: id,
        check_name: info?.check_name ?? order.check_name,
        remark: info?.remark ?? '',
        rule_gnr_turn: nowTurn,
        rule_gnr_num: r3TurnLimit(config, persons),
        rule_gnr_time_start: new Date(start).toISOString(),
        rule_gnr_time: config.turnMinutes,
        rule_gnr_max_turn: config.maxTurn,
        rule_gnr_enable: config.turnLimitEnabled ? 1 : 0,
        customer_dish_num: customer,
        dishes_number: total,
        slu_dishes_number: slu,
      };
    },
  );

  app.get(
    '/api/v2/orders/:id',
    { schema: { params: IdParams, querystring: Type.Object({ menu_id: MenuId, language: Lang }) } },
    async (request) => {
      const { id } = request.params;
      await requireOrderEntry(request, id);
      const order = await orderOr404(id);
      const rows = await orderDetailRows(store.db, id);
      // Each dish's names per language, for the diner to read the history in their own.
      const names = await menuItemNames(
        store.db,
        rows.flatMap((r) => (r.menu_item_id === null ? [] : [r.menu_item_id])),
      );
      const i18nOf = (menuItemId: number | null) =>
        (menuItemId !== null && names.get(menuItemId)) || {};
      const view = (r: (typeof rows)[number]) => ({
        order_detail_id: r.order_detail_id,
        menu_item_id: r.menu_item_id,
        item_id: r.item_id,
        item_name1: r.item_name1,
        item_name2: r.item_name2,
        name_i18n: i18nOf(r.menu_item_id),
        order_time: r.order_time.toISOString(),
        quantity: r.quantity,
        product_price: Number(r.product_price),
        excess_price: Number(r.excess_price),
        count: r.count,
        excess_count: r.excess_count,
        is_make: r.is_make,
        customer_name: r.customer_name,
        turn: r.turn,
        remark: r.remark,
        condiments: r.condiments,
        contents: rows
          .filter((c) => c.parent_detail_id === r.order_detail_id)
          .map((c) => ({
            order_detail_id: c.order_detail_id,
            menu_item_id: c.menu_item_id,
            item_name1: c.item_name1,
            name_i18n: i18nOf(c.menu_item_id),
            quantity: c.quantity,
            product_price: Number(c.product_price),
          })),
      });
      const top = rows.filter((r) => r.parent_detail_id === null);
      const section = (source: string) => {
        const list = top.filter((r) => r.source === source);
        const turns = [...new Set(list.map((r) => r.turn))].sort((a, b) => a - b);
        return turns.map((turn) => {
          const dishes = list.filter((r) => r.turn === turn).map(view);
          return { turn, quantity: dishes.reduce((s, d) => s + d.quantity, 0), dishes };
        });
      };
      // As the cart priced it: normal units at product_price, excess units at excess_price, every
      // unit its condiments, and set-meal course extras; cancelled dishes (is_make 5) count nothing.
      const cancelled = new Set(top.filter((r) => r.is_make === 5).map((r) => r.order_detail_id));
      const cents = (n: number) => Math.round(Math.max(0, n) * 100);
      const condimentCents = (r: (typeof rows)[number]) =>
        (r.condiments as { price?: unknown }[]).reduce(
          (s, c) => s + cents(Number(c.price) || 0),
          0,
        );
      const lineCents = (r: (typeof rows)[number]) =>
        r.parent_detail_id !== null
          ? cancelled.has(r.parent_detail_id)
            ? 0
            : r.quantity * cents(Number(r.product_price))
          : r.is_make === 5
            ? 0
            : r.count * cents(Number(r.product_price)) +
              r.excess_count * cents(Number(r.excess_price)) +
              r.quantity * condimentCents(r);
      const amount = rows.reduce((s, r) => s + lineCents(r), 0);
      return {
        order_head_id: id,
        table_id: order.table_id,
        status: order.status,
        customer_num: order.customer_num,
        should_amount: amount / 100,
        dishes_history: {
          customer: section('customer'),
          waiter: section('waiter'),
          other: section('other'),
          extra: section('extra'),
        },
        extra_dishes: top.filter((r) => r.source === 'extra').map(view),
      };
    },
  );

  app.post(
    '/api/v2/orders/:id/dishes/check',
    {
      schema: {
        params: IdParams,
        body: Type.Object(
          {
            id: Type.Optional(Id),
            menu_id: MenuId,
            rule: Type.Optional(Type.Unknown()),
            dishes: Type.Array(DirectDishIn, { minItems: 1, maxItems: 200 }),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.body.id !== undefined && request.body.id !== id)
        throw badRequest('Body id differs from the order in the path');
      const { diner } = await requireOrderEntry(request, id);
      await orderOr404(id);
      try {
        return await checkDishes(rules, id, toDirect(request.body.dishes), diner?.customer ?? '1');
      } catch (err) {
        refusalToHttp(err);
      }
    },
  );

  app.post(
    '/api/v2.5/orders/:id/dishes',
    {
      schema: {
        params: IdParams,
        body: Type.Object(
          {
            dishes: Type.Array(DirectDishIn, { minItems: 1, maxItems: 200 }),
            requestKey: Type.Optional(
              Type.String({ minLength: 8, maxLength: 80, pattern: '^[\\w-]+$' }),
            ),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { id } = request.params;
      await orderOr404(id);
      try {
        const out = await addDishesDirect(
          rules,
          id,
          toDirect(request.body.dishes),
          staff,
          request.body.requestKey ?? randomUUID(),
        );
        await events.waiterRound(out);
        return { ...out.record, repeated: !out.fresh };
      } catch (err) {
        refusalToHttp(err);
      }
    },
  );

  const BargainQuery = Type.Object(
    { bargain_item_id: Type.Optional(Id), menu_item_id: Type.Optional(Id) },
    { additionalProperties: false },
  );
  const bargainView = (b: BargainRow) => ({
    bargain_item_id: b.bargain_item_id,
    menu_item_id: b.menu_item_id,
    bargain_stype: b.bargain_stype,
    price: Number(b.price),
    bargain_num_cur: b.bargain_num_cur,
    bargain_num_total: b.bargain_num_total,
  });

  app.get(
    '/api/v3/bargain_price_item',
    { schema: { querystring: BargainQuery } },
    async (request) => {
      const rows = await bargainRows(store.db, request.query);
      if ((request.query.bargain_item_id ?? request.query.menu_item_id) !== undefined) {
        if (!rows[0]) throw notFound('No such bargain dish');
        return bargainView(rows[0]);
      }
      return rows.map(bargainView);
    },
  );

  app.patch(
    '/api/v3/bargain_price_item',
    {
      schema: {
        body: Type.Object(
          {
            bargain_item_id: Type.Optional(Id),
            menu_item_id: Type.Optional(Id),
            bargain_num_cur: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const { bargain_num_cur, ...q } = request.body;
      if (q.bargain_item_id === undefined && q.menu_item_id === undefined)
        throw badRequest('bargain_item_id or menu_item_id is required');
      if (bargain_num_cur === undefined) {
        // A refresh: anyone may read the stock left.
        const rows = await bargainRows(store.db, q);
        if (!rows[0]) throw notFound('No such bargain dish');
        return bargainView(rows[0]);
      }
      requireStaff(request);
      const rows = await bargainRows(store.db, q);
      if (!rows[0]) throw notFound('No such bargain dish');
      rules.forgetMenu();
      const view = bargainView(
        await setBargainStock(store.db, rows[0].bargain_item_id, bargain_num_cur),
      );
      events.announcePromotions([view]);
      return view;
    },
  );

  app.get(
    '/api/v2/staff/rounds',
    {
      schema: {
        querystring: Type.Object(
          {
            since: Type.Optional(Type.String({ maxLength: 40 })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      requireStaff(request);
      const raw = request.query.since;
      let since = new Date(0);
      if (raw !== undefined && raw !== '') {
        since = /^\d+$/.test(raw) ? new Date(Number(raw)) : new Date(raw);
        if (Number.isNaN(since.getTime()))
          throw badRequest('since must be epoch milliseconds or an ISO time');
      }
      const rounds = await kitchenRounds(store, since, request.query.limit ?? 200);
      return { rounds, now: new Date().toISOString() };
    },
  );

  // A ticket bumped off the kitchen display, or recalled: stored with the round, so every staff
  // screen (KITCHEN_BUMP to the staff room) and every reload agree.
  app.put(
    '/api/v2/staff/rounds/:requestKey/bump',
    {
      schema: {
        params: RoundKeyParams,
        body: KitchenBumpBody,
        response: { 200: KitchenBumpSchema },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const bump = await bumpRound(
        store,
        request.params.requestKey,
        request.body.bumped,
        staff.employeeId,
      );
      emitToStaff(app.io, 'KITCHEN_BUMP', bump);
      return bump;
    },
  );
};

export default cartRoutes;
