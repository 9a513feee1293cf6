import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createEmployee } from '../../auth/passwords';
import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import {
  startTestServer,
  storeKinds,
  nextEvent,
  eventArrives,
  emitWithAck,
  scanTable,
  staffLogin,
  type TestServer,
} from '../../test/harness';
import { EMPLOYEE, insertFixtures } from '../../test/fixtures';
import {
  CART_NOT_FOUND_TEXT,
  R1_MAX_QUANTITY_TEXT,
  R1_MAX_SELL_QUANTITY_TEXT,
  R3_MAX_TURN_TEXT,
  R3_TURN_ENDED_TEXT,
  R3_TURN_QUANTITY_TEXT,
  R8_MAX_QUANTITY_TEXT,
  type CartDish,
  type CartLinesChange,
  type CartMetadata,
} from '../../../core';
import { CartFollower, nextChat } from '../../test/diners';
import * as t from '../../store/schema';
import cartModule from './index';
import { CONDIMENT, DISH, MENU_ID, openOrder, seedCartMenu, type RuleSettings } from './testing';

type Cart = CartMetadata & { version: number };
type Ack = {
  ok: boolean;
  code?: string;
  message?: string;
  rule?: string | null;
  detail?: Record<string, unknown>;
  version?: number;
  [k: string]: unknown;
};
type CartError = {
  serverEventName: string;
  code: string;
  rule: string | null;
  message: string;
  detail?: Record<string, unknown>;
};

const allLines = (c: Cart): CartDish[] => Object.values(c.items).flatMap((turn) => turn.ALL);

describe.each(storeKinds())('The shared cart over cart2 (%s)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      kind,
      modules: [cartModule],
      prepare: async (store) => {
        await seedCartMenu(store);
        // The staff token below names a stored employee (auth/staff-guard.ts).
        await createEmployee(store.db, {
          account: '1',
          name: 'Chef',
          password: 'chef-secret',
          role: 'manager',
        });
      },
    });
  });
  afterAll(() => s.close());

  let nextTable = 10;
  const token = (tableId: number, orderId: number, customer: string) =>
    s.app.sessions.signDiner({ tableId, orderId, customer });
  const staffToken = () =>
    s.app.sessions.signStaff({ employeeId: 1, name: 'Chef', role: 'manager' });

  async function setRules(rules: RuleSettings) {
    const values: [string, unknown][] = [];
    if (rules.turnLimit) values.push(['rule-global-turn-limit', rules.turnLimit]);
    if (rules.maxTurn !== undefined)
      values.push(['rule-global-turn-max-number', String(rules.maxTurn)]);
    if (rules.oneTurnOneTimeSend !== undefined)
      values.push(['one_turn_one_time_send', String(rules.oneTurnOneTimeSend)]);
    for (const [name, value] of values)
      await s.store.db.update(t.settings).set({ value }).where(eq(t.settings.name, name));
    s.app.cartRules.forgetSettings();
  }

  /** A table with an open order and diners who initialised the cart. */
  async function table(customers = ['1', '2'], persons = 2) {
    const tableId = nextTable++;
    const orderId = await openOrder(s.store, tableId, persons);
    const diners: Socket[] = [];
    let cart: Cart | undefined;
    for (const c of customers) {
      const sock = await s.socket({ token: token(tableId, orderId, c) });
      const ack = await emitWithAck<Ack & { cart: Cart }>(sock, '/cart2/init', {
        cartFind: { tableId },
      });
      expect(ack.ok).toBe(true);
      cart = ack.cart;
      diners.push(sock);
    }
    return { tableId, orderId, diners, cartId: cart!.id };
  }

  const add = (
    sock: Socket,
    tableId: number,
    dishId: number,
    extra: Record<string, unknown> = {},
  ) =>
    emitWithAck<Ack>(sock, '/cart2/update', {
      cartFind: { tableId },
      dish: { id: dishId },
      mathSymbol: 0,
      action: { type: 0, state: 0 },
      isAddDuplicate: true,
      ...extra,
    });

  async function currentCart(sock: Socket): Promise<Cart> {
    const ack = await emitWithAck<Ack & { cart: Cart }>(sock, '/cart2/connect', {});
    return ack.cart;
  }

  it('initialises an empty cart shaped as the cart metadata, with the round block', async () => {
    const { diners, orderId, tableId } = await table(['1']);
    const cart = await currentCart(diners[0]!);
    expect(cart).toMatchObject({
      orderId,
      tableId,
      items: {},
      historyItems: {},
      orderCustomerNum: 2,
      r3TotalNum: 0,
      r3HistoryTotalNum: 0,
      r3HistoryDishes: [],
    });
    expect(cart.r3).toMatchObject({
      nowTurn: 1,
      r3MaxTurn: 3,
      r3MinutePerTurn: 10,
      r3MaxDishPerTurn: 4,
      r3IsMaxDishWithCustomerNum: false,
    });
    expect(Math.abs(cart.r3.nowTurnStartDate - Date.now())).toBeLessThan(10_000);
    const existed = await emitWithAck<Ack>(diners[0]!, '/cart2/existed', {});
    expect(existed).toMatchObject({ ok: true, existed: true, id: cart.id });
  });

  it('shows every diner at the table the line another diner added, per turn and per user', async () => {
    const { diners, tableId } = await table();
    const [a, b] = diners as [Socket, Socket];
    // Phone b keeps the cart as the app does: whole, then the lines each change touched.
    const phone = new CartFollower(b);
    const before = await currentCart(b);
    const seen = nextChat<CartLinesChange>(b, 'UPDATE_DISH_COUNT');
    const chat = nextChat(b, 'ADD_DISH_COUNT');
    const added = await add(a, tableId, DISH.ramen);
    expect(added).toMatchObject({ ok: true, changed: true });
    const change = await seen;
    expect(change).toMatchObject({ baseVersion: before.version, version: added.version });
    expect(change.lines.map((l) => l.originId)).toEqual([DISH.ramen]);
    expect(change.removed).toEqual([]);
    expect(await chat).toMatchObject({ userId: '1', dishId: DISH.ramen });
    await expect.poll(() => phone.cart?.version).toBe(added.version);
    const cart = phone.cart!;
    const turn = cart.items['1']!;
    expect(turn.ALL).toHaveLength(1);
    expect(turn.ALL[0]).toMatchObject({
      originId: DISH.ramen,
      userId: '1',
      userName: '1',
      totalNum: 1,
      turn: 1,
      originPrice: 10,
    });
    expect(turn['1']).toEqual(turn.ALL);
    expect(turn.ANALYSIS_OBJECT).toEqual({ totalNum: 1, totalPrice: 10 });
    expect(cart.r3TotalNum).toBe(1);
  });

  it('asks to confirm a dish the diner already has (DISHES_DUPLICATE) and adds it once confirmed', async () => {
    const { diners, tableId } = await table(['1']);
    const a = diners[0]!;
    await add(a, tableId, DISH.ramen);
    const dup = nextEvent<{ dishId: number; count: number }>(a, 'DISHES_DUPLICATE');
    expect(await add(a, tableId, DISH.ramen, { isAddDuplicate: false })).toMatchObject({
      ok: false,
    });
    expect(await dup).toMatchObject({ dishId: DISH.ramen, count: 1 });
    expect(allLines(await currentCart(a))[0]!.totalNum).toBe(1);
    await add(a, tableId, DISH.ramen);
    expect(allLines(await currentCart(a))[0]!.totalNum).toBe(2);
  });

  it("refuses R1 'Excessed the max quantity' past the per-customer dish limit", async () => {
    const { diners, tableId } = await table(['1']);
    const a = diners[0]!;
    await add(a, tableId, DISH.gyoza);
    await add(a, tableId, DISH.gyoza);
    const err = nextEvent<CartError>(a, 'CART_ERROR');
    const ack = await add(a, tableId, DISH.gyoza);
    expect(ack).toMatchObject({ ok: false, rule: 'r1', message: R1_MAX_QUANTITY_TEXT });
    expect(await err).toMatchObject({
      serverEventName: '/cart2/update',
      rule: 'r1',
      message: 'Excessed the max quantity',
    });
    expect(allLines(await currentCart(a))[0]!.totalNum).toBe(2);
  });

  it("refuses R8 'Excessed the max quantity' past the category limit", async () => {
    const { diners, tableId } = await table(['1']);
    const a = diners[0]!;
    for (let i = 0; i < 3; i++) expect((await add(a, tableId, DISH.edamame)).ok).toBe(true);
    const ack = await add(a, tableId, DISH.edamame);
    expect(ack).toMatchObject({ ok: false, rule: 'r8', message: R8_MAX_QUANTITY_TEXT });
  });

  it("refuses R3 'Excessed the max quantity in per turn' past the round limit, and lets exempt dishes through", async () => {
    const { diners, tableId } = await table(['1']);
    const a = diners[0]!;
    for (let i = 0; i < 4; i++) expect((await add(a, tableId, DISH.ramen)).ok).toBe(true);
    expect(await add(a, tableId, DISH.ramen)).toMatchObject({
      ok: false,
      rule: 'r3',
      message: R3_TURN_QUANTITY_TEXT,
    });
    expect((await add(a, tableId, DISH.water)).ok).toBe(true);
    const cart = await currentCart(a);
    expect(cart.r3TotalNum).toBe(4);
  });

  it('turns units past a soft R1 limit into excess units and warns once (FIRST_EXCESS_WARNING)', async () => {
    const { diners, tableId } = await table(['1']);
    const a = diners[0]!;
    await add(a, tableId, DISH.wagyu);
    const warn = nextEvent<{ dishId: number; excessedNum: number }>(a, 'FIRST_EXCESS_WARNING');
    await add(a, tableId, DISH.wagyu);
    expect(await warn).toMatchObject({ dishId: DISH.wagyu, excessedNum: 1 });
    const line = allLines(await currentCart(a))[0]!;
    expect(line).toMatchObject({
      totalNum: 2,
      excessedNum: 1,
      isExcessed: true,
      r1: { r1ExcessedPrice: 2.5 },
    });
  });

  it("refuses R1 'Excessed the max sell quantity' beyond the bargain stock, naming the dish in detail.outOfStock", async () => {
    const { diners, tableId } = await table(['1']);
    const a = diners[0]!;
    await add(a, tableId, DISH.mochi);
    await add(a, tableId, DISH.mochi);
    const ack = await add(a, tableId, DISH.mochi);
    expect(ack).toMatchObject({ ok: false, rule: 'r1', message: R1_MAX_SELL_QUANTITY_TEXT });
    expect(ack.detail?.outOfStock).toEqual([{ menuName: 'Mochi', excessedNum: 1 }]);
  });

  it("answers 'Cart not found.' for an order without a cart and for a cart id that is not the session's", async () => {
    const tableId = nextTable++;
    const orderId = await openOrder(s.store, tableId);
    const a = await s.socket({ token: token(tableId, orderId, '1') });
    expect(await add(a, tableId, DISH.ramen)).toMatchObject({
      ok: false,
      code: 'CART_NOT_FOUND',
      message: CART_NOT_FOUND_TEXT,
    });
    expect(await emitWithAck<Ack>(a, '/cart2/connect', {})).toMatchObject({
      ok: false,
      message: 'Cart not found.',
    });
    await emitWithAck(a, '/cart2/init', {});
    expect(
      await add(a, tableId, DISH.ramen, { cartFind: { tableId, id: '999999' } }),
    ).toMatchObject({ ok: false, message: CART_NOT_FOUND_TEXT });
  });

  it("answers an unknown property with 'Invalid:' naming it, and changes nothing", async () => {
    const { diners, tableId } = await table(['1']);
    const a = diners[0]!;
    for (const key of ['name_i18n', 'selectCondimentGroup', 'compatibleRules', 'extraR1config']) {
      const err = nextEvent<CartError>(a, 'CART_ERROR');
      const ack = await add(a, tableId, DISH.ramen, { dish: { id: DISH.ramen, [key]: {} } });
      expect(ack.ok).toBe(false);
      const body = await err;
      expect(body.serverEventName).toBe('/cart2/update');
      expect(body.message.startsWith('Invalid:')).toBe(true);
      expect(body.message).toContain(key);
    }
    expect(
      (await emitWithAck<Ack>(a, '/cart2/update', { dish: { id: DISH.ramen }, mathSymbol: 2 }))
        .message,
    ).toMatch(/^Invalid:/);
    expect(allLines(await currentCart(a))).toHaveLength(0);
  });

  it("lets a diner change only their own lines; +1 on another diner's line clones it", async () => {
    const { diners, tableId } = await table();
    const [a, b] = diners as [Socket, Socket];
    await add(a, tableId, DISH.ramen, { dish: { id: DISH.ramen, remark: 'no onion' } });
    const line = allLines(await currentCart(a))[0]!;
    expect(
      await emitWithAck<Ack>(b, '/cart2/update', { dish: { id: line.id }, mathSymbol: 1 }),
    ).toMatchObject({ ok: false, code: 'NOT_OWNER' });
    expect(
      await emitWithAck<Ack>(b, '/cart2/item/delete', { itemsInfo: [{ id: line.id }] }),
    ).toMatchObject({ ok: false, code: 'NOT_OWNER' });
    expect(
      await emitWithAck<Ack>(b, '/cart2/update', {
        dish: { id: line.id, remark: 'extra onion' },
        mathSymbol: 0,
        action: { type: 1, state: 0 },
      }),
    ).toMatchObject({
      ok: false,
      code: 'NOT_OWNER',
    });
    expect(
      await emitWithAck<Ack>(b, '/cart2/update', {
        dish: { id: line.id },
        mathSymbol: 0,
        isAddedToCart: true,
      }),
    ).toMatchObject({ ok: true });
    const lines = allLines(await currentCart(a));
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => l.id === line.id)).toMatchObject({
      userId: '1',
      totalNum: 1,
      remark: 'no_onion',
    });
    expect(lines.find((l) => l.id !== line.id)).toMatchObject({
      userId: '2',
      totalNum: 1,
      remark: 'no_onion',
      originId: DISH.ramen,
    });
    // The owner may re-remark, remove and delete.
    const edited = nextChat(b, 'UPDATE_CONDIMENTS');
    expect(
      await emitWithAck<Ack>(a, '/cart2/update', {
        dish: { id: line.id, remark: 'mild' },
        mathSymbol: 0,
        action: { type: 1, state: 0 },
      }),
    ).toMatchObject({ ok: true });
    expect(await edited).toMatchObject({ userId: '1' });
    expect(
      await emitWithAck<Ack>(a, '/cart2/item/delete', { itemsInfo: [{ id: line.id }] }),
    ).toMatchObject({ ok: true });
    expect(allLines(await currentCart(a)).map((l) => l.userId)).toEqual(['2']);
    expect(await emitWithAck<Ack>(b, '/cart2/delete', { cartFind: {} })).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(allLines(await currentCart(a))).toHaveLength(0);
  });

  it("keeps a session of one table away from another table's cart", async () => {
    const one = await table(['1']);
    const other = await table(['1']);
    await add(one.diners[0]!, one.tableId, DISH.ramen);
    const intruder = other.diners[0]!;
    const err = nextEvent<CartError>(intruder, 'CART_ERROR');
    expect(await add(intruder, one.tableId, DISH.ramen)).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(await err).toMatchObject({ code: 'FORBIDDEN', serverEventName: '/cart2/update' });
    expect(
      await add(intruder, other.tableId, DISH.ramen, {
        cartFind: { tableId: other.tableId, orderId: one.orderId },
      }),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(
      await add(intruder, other.tableId, DISH.ramen, {
        cartFind: { tableId: other.tableId, id: one.cartId },
      }),
    ).toMatchObject({ ok: false, message: CART_NOT_FOUND_TEXT });
    const line = allLines(await currentCart(one.diners[0]!))[0]!;
    expect(
      await emitWithAck<Ack>(intruder, '/cart2/update', { dish: { id: line.id }, mathSymbol: 1 }),
    ).toMatchObject({ ok: false });
    // A socket may not even hear the other table.
    const overheard = eventArrives(intruder, 'UPDATE_CART', 300);
    await add(one.diners[0]!, one.tableId, DISH.water);
    expect(await overheard).toBe(false);
    expect(allLines(await currentCart(one.diners[0]!)).map((l) => l.totalNum)).toEqual([1, 1]);
    const anon = await s.socket();
    expect(await add(anon, one.tableId, DISH.ramen)).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
  });

  it('submits a round once per requestKey, writes the history, tells the table and the kitchen', async () => {
    const { diners, tableId, orderId } = await table();
    const [a, b] = diners as [Socket, Socket];
    const kitchen = await s.socket({ token: staffToken() });
    await add(a, tableId, DISH.ramen);
    await add(b, tableId, DISH.gyoza);
    await add(b, tableId, DISH.gyoza);
    const submitting = nextEvent(b, 'SUBMITING_CART');
    const submitted = nextEvent<{ requestKey: string; project: string }>(b, 'SUBMIT_CART');
    const round = nextEvent<{
      requestKey: string;
      tableId: number;
      turn: number;
      dishes: { item_name1: string; quantity: number; customer_name: string }[];
    }>(kitchen, 'KITCHEN_ROUND');
    const key = 'round-key-0001';
    const ack = await emitWithAck<Ack>(a, '/cart2/submit', {
      project: 'QOP_COP',
      cartFind: { tableId, orderId },
      language: 'en',
      requestKey: key,
      dishRules: {},
      postData: {},
      roundListDetail: [],
    });
    expect(ack).toMatchObject({
      ok: true,
      repeated: false,
      requestKey: key,
      project: 'QOP_COP',
      turn: 1,
      totalNum: 3,
    });
    await submitting;
    expect(await submitted).toMatchObject({ requestKey: key, project: 'QOP_COP' });
    const r = await round;
    expect(r).toMatchObject({ requestKey: key, tableId, turn: 1 });
    expect(r.dishes.map((d) => [d.item_name1, d.quantity, d.customer_name])).toEqual([
      ['Ramen', 1, '1'],
      ['Gyoza', 2, '2'],
    ]);
    const count = async () =>
      (
        await s.store.db
          .select()
          .from(t.orderDetails)
          .where(eq(t.orderDetails.order_head_id, orderId))
      ).length;
    expect(await count()).toBe(2);
    const cart = await currentCart(a);
    expect(cart.items).toEqual({});
    expect(cart.historyItems['1']!.ANALYSIS_OBJECT.totalNum).toBe(3);
    // Autonomous ordering: the round counts a diner sees are their own.
    expect(cart.r3HistoryDishes).toEqual([{ turn: 1, totalNum: 1 }]);

    // The same key again: the same answer to the sender only, nothing written.
    await add(a, tableId, DISH.water);
    const again = await emitWithAck<Ack>(a, '/cart2/submit', {
      project: 'QOP_COP',
      cartFind: { tableId, orderId },
      requestKey: key,
    });
    expect(again).toMatchObject({
      ok: true,
      repeated: true,
      requestKey: key,
      turn: 1,
      totalNum: 3,
    });
    expect(await count()).toBe(2);
    expect(allLines(await currentCart(a))).toHaveLength(1);
    expect(await emitWithAck<Ack>(a, '/cart/clear/requestKey', { requestKey: key })).toMatchObject({
      ok: true,
    });

    // The kitchen's query.
    const rounds = await s.request('/api/v2/staff/rounds?since=0', { token: staffToken() });
    expect(rounds.status).toBe(200);
    expect(
      (rounds.body as { rounds: { requestKey: string }[] }).rounds.map((x) => x.requestKey),
    ).toContain(key);
    expect(
      (await s.request('/api/v2/staff/rounds', { token: token(tableId, orderId, '1') })).status,
    ).toBe(401);

    // Limits count the history: customer 2 already sent 2 gyoza.
    expect(await add(b, tableId, DISH.gyoza)).toMatchObject({
      ok: false,
      message: R1_MAX_QUANTITY_TEXT,
    });
    // An empty submit is refused.
    await emitWithAck(a, '/cart2/delete', {});
    expect(
      await emitWithAck<Ack>(a, '/cart2/submit', {
        project: 'QOP_COP',
        cartFind: { tableId, orderId },
      }),
    ).toMatchObject({ ok: false, code: 'CART_EMPTY' });
  });

  it('writes a round once when the same requestKey arrives twice at the same moment', async () => {
    const { diners, tableId, orderId } = await table();
    const [a, b] = diners as [Socket, Socket];
    await add(a, tableId, DISH.ramen);
    await add(b, tableId, DISH.water);
    const body = {
      project: 'QOP_COP',
      cartFind: { tableId, orderId },
      requestKey: 'same-moment-key',
    };
    const [x, y] = await Promise.all([
      emitWithAck<Ack>(a, '/cart2/submit', body),
      emitWithAck<Ack>(b, '/cart2/submit', body),
    ]);
    expect([x.repeated, y.repeated].sort()).toEqual([false, true]);
    expect(x).toMatchObject({ ok: true, requestKey: 'same-moment-key', totalNum: 2 });
    expect(y).toMatchObject({ ok: true, requestKey: 'same-moment-key', totalNum: 2 });
    const rows = await s.store.db
      .select()
      .from(t.orderDetails)
      .where(eq(t.orderDetails.order_head_id, orderId));
    expect(rows).toHaveLength(2);
  });

  it('serves history, turn info and order detail that agree with what the cart accepted', async () => {
    const { diners, tableId, orderId } = await table();
    const [a, b] = diners as [Socket, Socket];
    await add(a, tableId, DISH.ramen);
    await add(a, tableId, DISH.ramen);
    await add(b, tableId, DISH.wagyu);
    await add(b, tableId, DISH.wagyu);
    await add(b, tableId, DISH.water);
    await emitWithAck(a, '/cart2/update', {
      dish: { id: DISH.ramen, condiments: [{ id: CONDIMENT.egg }] },
      mathSymbol: 0,
      isAddDuplicate: true,
    });
    const priced = (await currentCart(a)).items['1']!.ANALYSIS_OBJECT.totalPrice;
    await emitWithAck(b, '/cart2/submit', { project: 'QOP_COP', cartFind: { tableId, orderId } });
    const tk = token(tableId, orderId, '1');

    const hist = await s.request(
      `/api/v2.5/orders/history-dish/${orderId}?menu_id=${MENU_ID}&type=round,dish,type,rule&language=en`,
      { token: tk },
    );
    expect(hist.status).toBe(200);
    const h = hist.body as Record<string, Record<string, unknown>>;
    expect(h.dish_round_customer_data).toEqual({
      [DISH.ramen]: { 1: { 1: 3 } },
      [DISH.wagyu]: { 1: { 2: 2 } },
      [DISH.water]: { 1: { 2: 1 } },
    });
    expect(h.round_customer_dish_data).toEqual({
      1: { 1: { [DISH.ramen]: 3 }, 2: { [DISH.wagyu]: 2, [DISH.water]: 1 } },
    });
    expect(h.dishRuleData![DISH.water]).toMatchObject({
      not_joining_global_limit: 1,
      history_num: 1,
    });
    expect(h.dishRuleData![DISH.gyoza]).toMatchObject({
      rule_lnr_enable: 1,
      rule_lnr_max_num: 2,
      history_num: 0,
    });

    const turn = await s.request(`/api/v2/orders/${orderId}/turn?menu_id=${MENU_ID}`, {
      token: tk,
    });
    expect(turn.body).toMatchObject({
      rule_gnr_turn: 1,
      rule_gnr_num: 4,
      customer_dish_num: { 1: 3, 2: 2 },
      dishes_number: 5,
      slu_dishes_number: { 901: 5 },
    });

    const detail = await s.request(`/api/v2/orders/${orderId}?menu_id=${MENU_ID}&language=en`, {
      token: tk,
    });
    const d = detail.body as {
      table_id: number;
      should_amount: number;
      dishes_history: {
        customer: { turn: number; quantity: number; dishes: Record<string, unknown>[] }[];
      };
    };
    expect(d.table_id).toBe(tableId);
    expect(d.dishes_history.customer).toHaveLength(1);
    expect(d.dishes_history.customer[0]).toMatchObject({ turn: 1, quantity: 6 });
    const wagyu = d.dishes_history.customer[0]!.dishes.find((x) => x.menu_item_id === DISH.wagyu)!;
    expect(wagyu).toMatchObject({
      quantity: 2,
      count: 1,
      excess_count: 1,
      product_price: 10,
      customer_name: '2',
      is_make: null,
    });
    expect(typeof wagyu.order_detail_id).toBe('number');
    // 3 ramen (one with an egg at 1.50) + 1 wagyu + 1 excess wagyu at 2.50 + 1 water: as the cart priced it.
    expect(d.should_amount).toBe(30 + 1.5 + 10 + 2.5 + 1);
    // The turn's ANALYSIS_OBJECT (every diner) before the submit.
    expect(d.should_amount).toBe(priced);

    // The dish check uses the same rules: customer 1 (3 of 4 round dishes sent) can take 1 gyoza, not 3.
    const ok = await s.request(`/api/v2/orders/${orderId}/dishes/check`, {
      method: 'POST',
      token: tk,
      body: { id: orderId, menu_id: MENU_ID, dishes: [{ id: DISH.gyoza, totalCount: 1 }] },
    });
    expect(ok.body).toMatchObject({ ok: true });
    const no = await s.request(`/api/v2/orders/${orderId}/dishes/check`, {
      method: 'POST',
      token: tk,
      body: { id: orderId, dishes: [{ id: DISH.gyoza, totalCount: 3 }] },
    });
    expect(no.body).toMatchObject({
      ok: false,
      result: [{ ok: false, rule: 'r1', message: R1_MAX_QUANTITY_TEXT }],
    });
    const round = await s.request(`/api/v2/orders/${orderId}/dishes/check`, {
      method: 'POST',
      token: tk,
      body: { dishes: [{ id: DISH.ramen, totalCount: 2 }] },
    });
    expect(round.body).toMatchObject({
      ok: false,
      result: [{ ok: false, rule: 'r3', message: R3_TURN_QUANTITY_TEXT }],
    });

    // Another order's diner reads nothing.
    const other = await table(['1']);
    expect(
      (
        await s.request(`/api/v2/orders/${orderId}`, {
          token: token(other.tableId, other.orderId, '1'),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await s.request(`/api/v2.5/orders/history-dish/${orderId}`, {
          token: token(other.tableId, other.orderId, '1'),
        })
      ).status,
    ).toBe(403);
  });

  it('lets a waiter add dishes under the same limits and tells the table', async () => {
    const { diners, tableId, orderId } = await table(['1']);
    const a = diners[0]!;
    const heard = nextEvent<Cart>(a, 'UPDATE_CART');
    const res = await s.request(`/api/v2.5/orders/${orderId}/dishes`, {
      method: 'POST',
      token: staffToken(),
      body: { dishes: [{ id: DISH.gyoza, quantity: 2 }], requestKey: 'waiter-key-01' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalNum: 2, repeated: false });
    expect((await heard).historyItems['1']!.ANALYSIS_OBJECT.totalNum).toBe(2);
    const again = await s.request(`/api/v2.5/orders/${orderId}/dishes`, {
      method: 'POST',
      token: staffToken(),
      body: { dishes: [{ id: DISH.gyoza, quantity: 2 }], requestKey: 'waiter-key-01' },
    });
    expect(again.body).toMatchObject({ repeated: true });
    const over = await s.request(`/api/v2.5/orders/${orderId}/dishes`, {
      method: 'POST',
      token: staffToken(),
      body: { dishes: [{ id: DISH.gyoza, quantity: 1 }] },
    });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ message: R1_MAX_QUANTITY_TEXT });
    expect(
      (
        await s.request(`/api/v2.5/orders/${orderId}/dishes`, {
          method: 'POST',
          token: token(tableId, orderId, '1'),
          body: { dishes: [{ id: DISH.ramen }] },
        })
      ).status,
    ).toBe(401);
    const detail = await s.request(`/api/v2/orders/${orderId}`, { token: staffToken() });
    expect(
      (detail.body as { dishes_history: { waiter: unknown[] } }).dishes_history.waiter,
    ).toHaveLength(1);
    // The diner's own gyoza now passes the limit.
    expect(await add(a, tableId, DISH.gyoza)).toMatchObject({
      ok: false,
      message: R1_MAX_QUANTITY_TEXT,
    });
  });

  it('takes bargain stock on submit and never below zero; staff set it, anyone reads it; MARKETING tells every table', async () => {
    const read = async () =>
      (await s.request('/api/v3/bargain_price_item?menu_item_id=' + DISH.mochi)).body as {
        bargain_num_cur: number;
      };
    const set = (n: number) =>
      s.request('/api/v3/bargain_price_item', {
        method: 'PATCH',
        token: staffToken(),
        body: { menu_item_id: DISH.mochi, bargain_num_cur: n },
      });
    const one = await table(['1']);
    const two = await table(['1']);
    const setNews = nextEvent(two.diners[0]!, 'MARKETING');
    expect((await set(2)).status).toBe(200);
    expect(await setNews).toEqual({
      kind: 'PROMOTION_STOCK',
      dishes: [
        { menu_item_id: DISH.mochi, bargain_item_id: 55, bargain_stype: 2, bargain_num_cur: 2 },
      ],
    });
    await add(one.diners[0]!, one.tableId, DISH.mochi);
    await add(one.diners[0]!, one.tableId, DISH.mochi);
    await add(two.diners[0]!, two.tableId, DISH.mochi);
    // The other table hears of the stock the round took; a round without promotions says nothing.
    const roundNews = nextEvent(two.diners[0]!, 'MARKETING');
    expect(
      await emitWithAck<Ack>(one.diners[0]!, '/cart2/submit', {
        project: 'QOP_COP',
        cartFind: { tableId: one.tableId },
      }),
    ).toMatchObject({ ok: true });
    expect(await roundNews).toEqual({
      kind: 'PROMOTION_STOCK',
      dishes: [
        { menu_item_id: DISH.mochi, bargain_item_id: 55, bargain_stype: 2, bargain_num_cur: 0 },
      ],
    });
    expect((await read()).bargain_num_cur).toBe(0);
    const quiet = eventArrives(two.diners[0]!, 'MARKETING');
    const late = await emitWithAck<Ack>(two.diners[0]!, '/cart2/submit', {
      project: 'QOP_COP',
      cartFind: { tableId: two.tableId },
    });
    expect(late).toMatchObject({
      ok: false,
      message: R1_MAX_SELL_QUANTITY_TEXT,
      detail: { outOfStock: [{ menuName: 'Mochi', excessedNum: 1 }] },
    });
    expect(await quiet).toBe(false);
    await add(one.diners[0]!, one.tableId, DISH.ramen);
    const plain = eventArrives(two.diners[0]!, 'MARKETING');
    expect(
      await emitWithAck<Ack>(one.diners[0]!, '/cart2/submit', {
        project: 'QOP_COP',
        cartFind: { tableId: one.tableId },
      }),
    ).toMatchObject({ ok: true });
    expect(await plain).toBe(false);
    expect((await read()).bargain_num_cur).toBe(0);
    expect(
      (
        await s.request('/api/v3/bargain_price_item', {
          method: 'PATCH',
          token: token(one.tableId, one.orderId, '1'),
          body: { menu_item_id: DISH.mochi, bargain_num_cur: 50 },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await s.request('/api/v3/bargain_price_item', {
          method: 'PATCH',
          body: { menu_item_id: DISH.mochi },
        })
      ).body,
    ).toMatchObject({ bargain_num_cur: 0 });
    await set(2);
  });

  it('moves to the next turn only when the timer ended or the turn is untouched, and tells the table', async () => {
    const { diners, tableId, orderId } = await table(['1']);
    const a = diners[0]!;
    // Untouched turn: the manual advance is allowed.
    const pushed = nextEvent<Cart & { turn: number }>(a, 'TO_NEXT_TURN');
    expect(await emitWithAck<Ack>(a, '/cart2/to_next_turn_manually', {})).toMatchObject({
      ok: true,
      turn: 2,
    });
    expect((await pushed).r3.nowTurn).toBe(2);
    await add(a, tableId, DISH.ramen);
    await emitWithAck(a, '/cart2/submit', { project: 'QOP_COP', cartFind: { tableId, orderId } });
    expect(
      await emitWithAck<Ack>(a, '/cart2/turn/next', {
        cartFind: { id: (await currentCart(a)).id, orderId },
        operation: 'next',
      }),
    ).toMatchObject({ ok: false, code: 'TURN_NOT_ENDED' });
    expect(await emitWithAck<Ack>(a, '/cart2/to_next_turn_manually', {})).toMatchObject({
      ok: false,
      code: 'TURN_NOT_ENDED',
    });
    // The timer ends (its start moved 11 minutes back).
    await s.store.rows(
      sql`UPDATE carts SET meta = jsonb_set(meta, '{nowTurnStartDate}', to_jsonb(${Date.now() - 11 * 60_000}::bigint)) WHERE order_head_id = ${orderId}`,
    );
    const next = nextEvent<Cart>(a, 'TO_NEXT_TURN');
    expect(
      await emitWithAck<Ack>(a, '/cart2/turn/next', {
        cartFind: { orderId },
        operation: 'next',
        turn: 2,
      }),
    ).toMatchObject({ ok: true, turn: 3 });
    expect((await next).r3.nowTurn).toBe(3);
    const turn = await s.request(`/api/v2/orders/${orderId}/turn`, {
      token: token(tableId, orderId, '1'),
    });
    expect(turn.body).toMatchObject({ rule_gnr_turn: 3 });
  });

  it("refuses R3 'The current turn has ended ordering' after the round was sent, with one round one submission", async () => {
    await setRules({ oneTurnOneTimeSend: 1 });
    try {
      const { diners, tableId, orderId } = await table(['1']);
      const a = diners[0]!;
      await add(a, tableId, DISH.ramen);
      expect(
        (
          await emitWithAck<Ack>(a, '/cart2/submit', {
            project: 'QOP_COP',
            cartFind: { tableId, orderId },
          })
        ).ok,
      ).toBe(true);
      expect(await add(a, tableId, DISH.ramen)).toMatchObject({
        ok: false,
        rule: 'r3',
        message: R3_TURN_ENDED_TEXT,
      });
      expect((await add(a, tableId, DISH.water)).ok).toBe(true);
    } finally {
      await setRules({ oneTurnOneTimeSend: 0 });
    }
  });

  it("refuses R3 'Excessed the max turn' once the rounds are used up", async () => {
    await setRules({ turnLimit: { enable: 0, turn_dishes: 4, turn_mins: 10 }, maxTurn: 1 });
    try {
      const { diners, tableId, orderId } = await table(['1']);
      const a = diners[0]!;
      await add(a, tableId, DISH.ramen);
      const moved = nextEvent<Cart>(a, 'TO_NEXT_TURN');
      expect(
        (
          await emitWithAck<Ack>(a, '/cart2/submit', {
            project: 'QOP_COP',
            cartFind: { tableId, orderId },
          })
        ).ok,
      ).toBe(true);
      expect((await moved).r3.nowTurn).toBe(2);
      expect(await add(a, tableId, DISH.ramen)).toMatchObject({
        ok: false,
        rule: 'r3',
        message: R3_MAX_TURN_TEXT,
      });
      expect((await add(a, tableId, DISH.water)).ok).toBe(true);
    } finally {
      await setRules({ turnLimit: { enable: 1, turn_dishes: 4, turn_mins: 10 }, maxTurn: 3 });
    }
  });

  it('groups the cart by turn and user for /cart2/filter/init', async () => {
    const { diners, tableId } = await table();
    const [a, b] = diners as [Socket, Socket];
    await add(a, tableId, DISH.ramen);
    await add(b, tableId, DISH.water);
    const res = await emitWithAck<
      Ack & { groups: { turn: number; users: { userName: string }[] }[] }
    >(a, '/cart2/filter/init', {
      projects: ['QOP_COP'],
      groupBys: ['TURN', 'USER'],
      sortBys: [{ field: 'turn', order: 'asc' }],
    });
    expect(res.ok).toBe(true);
    expect(res.groups.map((g) => [g.turn, g.users.map((u) => u.userName)])).toEqual([
      [1, ['1', '2']],
    ]);
    const gone = nextEvent(a, 'DISCONNECT_CART');
    expect(await emitWithAck<Ack>(a, '/cart2/disconnect', {})).toMatchObject({ ok: true });
    await gone;
  });
});

describe('Moving an order to another table', () => {
  it('moves the cart and tells both tables with CHANGE_CART_TABLE', async () => {
    const s = await startTestServer({
      modules: [cartModule],
      prepare: (store) => seedCartMenu(store),
    });
    try {
      const orderId = await openOrder(s.store, 40);
      const a = await s.socket({
        token: s.app.sessions.signDiner({ tableId: 40, orderId, customer: '1' }),
      });
      await emitWithAck(a, '/cart2/init', {});
      await emitWithAck(a, '/cart2/update', { dish: { id: DISH.ramen }, mathSymbol: 0 });
      const watcher = await s.socket({
        token: s.app.sessions.signDiner({ tableId: 41, orderId: 0, customer: '1' }),
      });
      await emitWithAck(watcher, 'JOIN_ROOM', 41);
      const told = nextEvent<{ orderId: number; fromTableId: number; tableId: number; cart: Cart }>(
        a,
        'CHANGE_CART_TABLE',
      );
      const toldNew = nextEvent<{ tableId: number }>(watcher, 'CHANGE_CART_TABLE');
      const { changeCartTable } = await import('./index');
      expect(await changeCartTable(s.app, orderId, 41)).toBe(true);
      const body = await told;
      expect(body).toMatchObject({ orderId, fromTableId: 40, tableId: 41 });
      expect(body.cart.tableId).toBe(41);
      expect(allLines(body.cart)).toHaveLength(1);
      expect((await toldNew).tableId).toBe(41);
      expect(await changeCartTable(s.app, 999_999, 41)).toBe(false);
    } finally {
      await s.close();
    }
  });

  it('lets the diners of a table moved by the staff keep ordering at the new table', async () => {
    const s = await startTestServer({
      prepare: async (store) => {
        await insertFixtures(store);
        await seedCartMenu(store);
      },
    });
    try {
      const staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
      const opened = await s.request('/api/v2.5/orders/not-check-table-status', {
        method: 'POST',
        token: staff,
        body: { table_id: 6, select_menu: '9', adult_number: 2, child_number: 0 },
      });
      const orderId = (opened.body as { orderId: number }).orderId;
      const { token: oldToken } = await scanTable(s, 6);
      const a = await s.socket({ token: oldToken });
      expect(await emitWithAck<Ack>(a, '/cart2/init', { cartFind: { tableId: 6 } })).toMatchObject({
        ok: true,
      });
      expect(
        await emitWithAck<Ack>(a, '/cart2/update', {
          cartFind: { tableId: 6 },
          dish: { id: DISH.ramen },
          mathSymbol: 0,
          isAddDuplicate: true,
        }),
      ).toMatchObject({ ok: true, changed: true });

      const told = nextEvent<{
        orderId: number;
        fromTableId: number;
        tableId: number;
        cart: Cart;
        token?: string;
      }>(a, 'CHANGE_CART_TABLE');
      const moved = await s.request(`/api/v2/staff/orders/${orderId}/move`, {
        method: 'POST',
        token: staff,
        body: { table_id: 5 },
      });
      expect(moved.status).toBe(200);
      const body = await told;
      expect(body).toMatchObject({ orderId, fromTableId: 6, tableId: 5 });
      expect(body.cart.tableId).toBe(5);
      expect(allLines(body.cart).map((l) => l.originId)).toEqual([DISH.ramen]);
      expect(typeof body.token).toBe('string');

      // The same socket orders at the new table and hears the table's updates.
      const update = nextChat<CartLinesChange>(a, 'UPDATE_DISH_COUNT');
      expect(
        await emitWithAck<Ack>(a, '/cart2/update', {
          cartFind: { tableId: 5 },
          dish: { id: DISH.edamame },
          mathSymbol: 0,
          isAddDuplicate: true,
        }),
      ).toMatchObject({ ok: true, changed: true });
      expect((await update).lines.map((l) => [l.originId, l.userId])).toEqual([
        [DISH.edamame, '1'],
      ]);

      // The reissued session names the new table.
      const b = await s.socket({ token: body.token! });
      expect(
        await emitWithAck<Ack>(b, '/cart2/connect', { cartFind: { tableId: 5 } }),
      ).toMatchObject({ ok: true });
      // A device that missed the push still reaches the cart at the order's new table.
      const c = await s.socket({ token: oldToken });
      const late = await emitWithAck<Ack & { cart: Cart }>(c, '/cart2/connect', {
        cartFind: { tableId: 5 },
      });
      expect(late.ok).toBe(true);
      expect(allLines(late.cart)).toHaveLength(2);
      // But not another table's cart.
      expect(
        await emitWithAck<Ack>(c, '/cart2/connect', { cartFind: { tableId: 4 } }),
      ).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    } finally {
      await s.close();
    }
  });
});
