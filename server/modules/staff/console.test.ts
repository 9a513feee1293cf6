import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  startTestServer,
  storeKinds,
  scanTable,
  staffLogin,
  nextEvent,
  eventArrives,
  emitWithAck,
  type TestServer,
} from '../../test/harness';
import { EMPLOYEE, insertFixtures } from '../../test/fixtures';
import { DISH, seedCartMenu } from '../cart/testing';
import { readCart } from '../cart';
import * as t from '../../store/schema';
import type {
  DishStatus,
  Floor,
  KitchenBump,
  MenuAvailability,
  StaffMenuItem,
} from '../../../protocol/staff';

const RAMEN_AT_DINNER = 9901;

describe.each(storeKinds())('The staff console (%s)', (kind) => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    s = await startTestServer({
      kind,
      prepare: async (store) => {
        await insertFixtures(store);
        await seedCartMenu(store);
        // The same dish (item_id) offered in a second menu.
        await store.db
          .insert(t.menuCategories)
          .values({ dmi_slu_id: 990, main_group_id: 10, dmi_slu_name: 'Dinner mains' });
        await store.db.insert(t.menuItems).values({
          menu_item_id: RAMEN_AT_DINNER,
          item_id: DISH.ramen,
          dmi_slu_id: 990,
          item_name1: 'Ramen',
        });
        await store.db.insert(t.diningTables).values(
          [41, 42, 43, 44, 45].map((id) => ({
            table_id: id,
            table_name: `B${id}`,
            table_status: 0,
          })),
        );
      },
    });
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
  });
  afterAll(() => s.close());

  /** Staff open a table; answers the order id. */
  async function openTable(tableId: number) {
    const r = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: tableId, select_menu: '9', adult_number: 2, child_number: 1 },
    });
    expect(r.status).toBe(200);
    return (r.body as { orderId: number }).orderId;
  }

  it('refuses every staff action to a diner session', async () => {
    const { token } = await scanTable(s, 1);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v2/staff/session'],
      ['GET', '/api/v2/staff/floor'],
      ['GET', '/api/v2/staff/menu-items'],
      ['PATCH', `/api/v2/staff/menu-items/${DISH.ramen}`, { sold_out: true }],
      ['PATCH', '/api/v2/staff/order-details/1', { is_make: 2 }],
      ['GET', '/api/v2/staff/orders/1/pin'],
      ['PUT', '/api/v2/staff/orders/1/pin', { order_password: '1234' }],
      ['DELETE', '/api/v2/staff/orders/1/pin'],
      ['GET', '/api/v2/staff/rounds'],
      ['GET', '/api/v2/staff/order-requests'],
      ['PATCH', '/api/v2/staff/service-calls/1', { status: 'done' }],
      ['POST', '/api/v2/staff/orders/1/move', { table_id: 2 }],
      ['PUT', '/api/v2/staff/rounds/r-1/bump', { bumped: true }],
      ['POST', '/api/v2/staff/orders/1/merge', { table_id: 2 }],
    ];
    for (const [method, path, body] of calls) {
      const r = await s.request(path, { method, token, body });
      expect({ path, status: r.status }).toEqual({ path, status: 401 });
    }
  });

  it('lets a staff socket into the staff room only with a session the server signed', async () => {
    const { token } = await scanTable(s, 5);
    const diner = await s.socket({ token });
    const forged = await s.socket({
      extra: { auth: { staffToken: 'eyJraW5kIjoic3RhZmYiLCJlbXBsb3llZUlkIjoxfQ.forged' } },
    });
    const real = await s.socket({ token: staff });
    const dinerHears = eventArrives(diner, 'KITCHEN_DISH', 600);
    const forgedHears = eventArrives(forged, 'KITCHEN_DISH', 600);
    const staffHears = nextEvent<DishStatus>(real, 'KITCHEN_DISH');
    const orderId = await openTable(5);
    await s.request(`/api/v2.5/orders/${orderId}/dishes`, {
      method: 'POST',
      token: staff,
      body: { dishes: [{ id: DISH.ramen, quantity: 1 }] },
    });
    const rounds = await s.request('/api/v2/staff/rounds', { token: staff });
    const round = (
      rounds.body as { rounds: { orderId: number; dishes: { order_detail_id: number }[] }[] }
    ).rounds.find((r) => r.orderId === orderId)!;
    await s.request(`/api/v2/staff/order-details/${round.dishes[0]!.order_detail_id}`, {
      method: 'PATCH',
      token: staff,
      body: { is_make: 1 },
    });
    expect(await staffHears).toMatchObject({ order_head_id: orderId, is_make: 1 });
    expect(await dinerHears).toBe(false);
    expect(await forgedHears).toBe(false);
    // A diner may not join the staff room either.
    expect(await emitWithAck(diner, 'JOIN_ROOM', 'staff')).toMatchObject({ ok: false });
  });

  it('bumps a ticket for every staff screen and recalls it; a reload reads it back', async () => {
    const orderId = await openTable(41);
    await s.request(`/api/v2.5/orders/${orderId}/dishes`, {
      method: 'POST',
      token: staff,
      body: { dishes: [{ id: DISH.ramen, quantity: 1 }] },
    });
    type Rounds = { rounds: { orderId: number; requestKey: string; bumped: boolean }[] };
    const roundOf = async () =>
      ((await s.request('/api/v2/staff/rounds', { token: staff })).body as Rounds).rounds.find(
        (r) => r.orderId === orderId,
      )!;
    const round = await roundOf();
    expect(round.bumped).toBe(false);
    // A second staff screen, and a diner who must not hear it.
    const other = await s.socket({
      token: await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password),
    });
    const { token } = await scanTable(s, 41);
    const diner = await s.socket({ token });
    const dinerHears = eventArrives(diner, 'KITCHEN_BUMP', 600);
    const seen = nextEvent<KitchenBump>(other, 'KITCHEN_BUMP');
    const bump = await s.request(`/api/v2/staff/rounds/${round.requestKey}/bump`, {
      method: 'PUT',
      token: staff,
      body: { bumped: true },
    });
    expect(bump.body).toEqual({ requestKey: round.requestKey, bumped: true });
    expect(await seen).toEqual({ requestKey: round.requestKey, bumped: true });
    expect(await dinerHears).toBe(false);
    expect((await roundOf()).bumped).toBe(true);
    // Recalled by mistake's remedy: back on every screen.
    const back = nextEvent<KitchenBump>(other, 'KITCHEN_BUMP');
    await s.request(`/api/v2/staff/rounds/${round.requestKey}/bump`, {
      method: 'PUT',
      token: staff,
      body: { bumped: false },
    });
    expect(await back).toEqual({ requestKey: round.requestKey, bumped: false });
    expect((await roundOf()).bumped).toBe(false);
    // An unknown round or a bad body changes nothing.
    const missing = await s.request('/api/v2/staff/rounds/no-such-round/bump', {
      method: 'PUT',
      token: staff,
      body: { bumped: true },
    });
    expect(missing.status).toBe(404);
    const bad = await s.request(`/api/v2/staff/rounds/${round.requestKey}/bump`, {
      method: 'PUT',
      token: staff,
      body: { bumped: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect((await roundOf()).bumped).toBe(false);
    other.disconnect();
    diner.disconnect();
  });

  it("merges one table's order into another's; the merged table's phones follow", async () => {
    const from = await openTable(42);
    const into = await openTable(43);
    await s.request(`/api/v2.5/orders/${from}/dishes`, {
      method: 'POST',
      token: staff,
      body: { dishes: [{ id: DISH.ramen, quantity: 1 }] },
    });
    const { token } = await scanTable(s, 42);
    const diner = await s.socket({ token });
    expect(
      (await emitWithAck<{ ok: boolean }>(diner, '/cart2/init', { cartFind: { tableId: 42 } })).ok,
    ).toBe(true);
    const told = nextEvent<{
      orderId: number;
      fromTableId: number;
      tableId: number;
      cart: { id: string };
      token?: string;
    }>(diner, 'CHANGE_CART_TABLE');
    const merged = await s.request(`/api/v2/staff/orders/${from}/merge`, {
      method: 'POST',
      token: staff,
      body: { table_id: 43 },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body).toMatchObject({
      order_head_id: into,
      from_table_id: 42,
      table_id: 43,
      adult_number: 4,
      child_number: 2,
    });
    const moved = await told;
    expect(moved).toMatchObject({ orderId: into, fromTableId: 42, tableId: 43 });
    // The phone's new session names the target order: its history holds the merged table's dish.
    const history = await s.request(`/api/v2/orders/${into}`, { token: moved.token! });
    expect(history.status).toBe(200);
    const dishes = (
      history.body as { dishes_history: { waiter: { dishes: { menu_item_id: number }[] }[] } }
    ).dishes_history.waiter.flatMap((x) => x.dishes);
    expect(dishes.map((d) => d.menu_item_id)).toContain(DISH.ramen);
    // The phone orders on at the target table: on the socket it had (moved by the merge), and on
    // a new connection with the reissued session, the dishes land in the target order's cart.
    const add = (sock: typeof diner, dish: number, cartFind: object) =>
      emitWithAck<{ ok: boolean }>(sock, '/cart2/update', {
        cartFind,
        dish: { id: dish },
        mathSymbol: 0,
        action: { type: 0, state: 0 },
        isAddDuplicate: true,
      });
    const find = { tableId: 43, orderId: into, id: moved.cart.id };
    expect((await add(diner, DISH.ramen, find)).ok).toBe(true);
    const renewed = await s.socket({ token: moved.token! });
    expect(
      (await emitWithAck<{ ok: boolean }>(renewed, '/cart2/init', { cartFind: { tableId: 43 } }))
        .ok,
    ).toBe(true);
    expect((await add(renewed, DISH.gyoza, { tableId: 43, orderId: into })).ok).toBe(true);
    const targetCart = await readCart(s.app.cartRules, into);
    expect(targetCart?.state.lines.map((l) => l.originId).sort()).toEqual(
      [DISH.ramen, DISH.gyoza].sort(),
    );
    renewed.disconnect();
    // A new scan at the merged table follows to the target; the floor shows it merged.
    const scan = await s.request('/api/v2/tables/42');
    expect(scan.body).toMatchObject({ order_head_id: into, merge_target_table: { table_id: 43 } });
    const floor = (await s.request('/api/v2/staff/floor', { token: staff })).body as Floor;
    expect(floor.tables.find((x) => x.table_id === 42)).toMatchObject({
      state: 'merged',
      merge_target_table_id: 43,
      order_head_id: null,
    });
    const rounds = (await s.request('/api/v2/staff/rounds', { token: staff })).body as {
      rounds: { orderId: number; tableId: number }[];
    };
    expect(rounds.rounds.filter((r) => r.orderId === from)).toEqual([]);
    // The merged order is over; merging into a table without an order is refused.
    const again = await s.request(`/api/v2/staff/orders/${from}/merge`, {
      method: 'POST',
      token: staff,
      body: { table_id: 43 },
    });
    expect(again.status).toBe(409);
    // Freeing the target frees the merged table too.
    await s.request('/api/v2/tables/43', {
      method: 'PATCH',
      token: staff,
      body: { table_status: 0 },
    });
    const after = (await s.request('/api/v2/staff/floor', { token: staff })).body as Floor;
    expect(after.tables.find((x) => x.table_id === 42)).toMatchObject({
      state: 'free',
      merge_target_table_id: null,
    });
    diner.disconnect();
  });

  it('refuses a merge that has nowhere to go', async () => {
    const from = await openTable(44);
    const free = await s.request(`/api/v2/staff/orders/${from}/merge`, {
      method: 'POST',
      token: staff,
      body: { table_id: 3 },
    });
    expect(free.status).toBe(409);
    const missing = await s.request('/api/v2/staff/orders/999999/merge', {
      method: 'POST',
      token: staff,
      body: { table_id: 43 },
    });
    expect(missing.status).toBe(404);
    const floor = (await s.request('/api/v2/staff/floor', { token: staff })).body as Floor;
    expect(floor.tables.find((x) => x.table_id === 44)).toMatchObject({
      state: 'open',
      order_head_id: from,
    });
  });

  it('signs out: the cookie is cleared and the session route asks for a login', async () => {
    const login = await s.request('/api/v1/kds/employee/login', {
      method: 'POST',
      body: { id: EMPLOYEE.account, password: EMPLOYEE.password },
    });
    const cookie = `tavola_staff=${login.cookies.tavola_staff}`;
    const me = await s.request('/api/v2/staff/session', { cookie });
    expect(me.body).toMatchObject({ name: 'Ada' });
    expect((me.body as { exp: number }).exp).toBeGreaterThan(Date.now() / 1000);
    const out = await s.request('/api/v2/staff/logout', { method: 'POST', cookie });
    expect(out.status).toBe(200);
    expect(out.cookies.tavola_staff).toBe('');
    expect((await s.request('/api/v2/staff/session', {})).status).toBe(401);
    // Signing out ends every session of the employee, this file's shared one too.
    expect((await s.request('/api/v2/staff/rounds', { token: staff })).status).toBe(401);
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
  });

  it("marks a dish served or cannot-be-made and tells the order's diners", async () => {
    const orderId = await openTable(6);
    const { token } = await scanTable(s, 6);
    const diner = await s.socket({ token });
    await emitWithAck(diner, 'JOIN_ROOM', 6);
    await s.request(`/api/v2.5/orders/${orderId}/dishes`, {
      method: 'POST',
      token: staff,
      body: {
        dishes: [
          { id: DISH.ramen, quantity: 1 },
          { id: DISH.edamame, quantity: 2 },
        ],
      },
    });
    const rounds = await s.request('/api/v2/staff/rounds', { token: staff });
    const round = (
      rounds.body as {
        rounds: { orderId: number; dishes: { order_detail_id: number; print_class: string }[] }[];
      }
    ).rounds.find((r) => r.orderId === orderId)!;
    const [ramen, edamame] = round.dishes;
    expect(typeof ramen!.print_class).toBe('string');
    const told = nextEvent<DishStatus>(diner, 'UPDATE_DISH');
    const served = await s.request(`/api/v2/staff/order-details/${ramen!.order_detail_id}`, {
      method: 'PATCH',
      token: staff,
      body: { is_make: 2 },
    });
    expect(served.body).toMatchObject({ order_head_id: orderId, is_make: 2, table_id: 6 });
    expect(await told).toMatchObject({ order_detail_id: ramen!.order_detail_id, is_make: 2 });
    await s.request(`/api/v2/staff/order-details/${edamame!.order_detail_id}`, {
      method: 'PATCH',
      token: staff,
      body: { is_make: 5 },
    });
    const history = await s.request(`/api/v2/orders/${orderId}`, { token });
    const dishes = (
      history.body as {
        dishes_history: { waiter: { dishes: { order_detail_id: number; is_make: number }[] }[] };
      }
    ).dishes_history.waiter.flatMap((x) => x.dishes);
    expect(dishes.find((d) => d.order_detail_id === ramen!.order_detail_id)?.is_make).toBe(2);
    expect(dishes.find((d) => d.order_detail_id === edamame!.order_detail_id)?.is_make).toBe(5);
    // A status outside the spec's values, or an unknown dish, changes nothing.
    const bad = await s.request(`/api/v2/staff/order-details/${ramen!.order_detail_id}`, {
      method: 'PATCH',
      token: staff,
      body: { is_make: 4 },
    });
    expect(bad.status).toBe(400);
    const missing = await s.request('/api/v2/staff/order-details/999999', {
      method: 'PATCH',
      token: staff,
      body: { is_make: 2 },
    });
    expect(missing.status).toBe(404);
  });

  it('marks a dish sold out and back in every menu; every diner hears it at once', async () => {
    const { token } = await scanTable(s, 2);
    const diner = await s.socket({ token });
    const heard = nextEvent<MenuAvailability>(diner, 'IS_UPDATE_MENU');
    const r = await s.request(`/api/v2/staff/menu-items/${DISH.ramen}`, {
      method: 'PATCH',
      token: staff,
      body: { sold_out: true },
    });
    expect(r.body).toMatchObject({ menu_item_id: DISH.ramen, sold_out: true });
    const told = await heard;
    expect([...told.menu_item_ids].sort()).toEqual([DISH.ramen, RAMEN_AT_DINNER]);
    expect(told.sold_out).toBe(true);
    const list = await s.request('/api/v2/staff/menu-items', { token: staff });
    const items = (list.body as { data: StaffMenuItem[] }).data;
    // One row for the dish, whichever menus offer it.
    expect(items.filter((i) => i.item_name1 === 'Ramen')).toHaveLength(1);
    expect(items.find((i) => i.menu_item_id === DISH.ramen)).toMatchObject({ sold_out: true });
    expect(items.find((i) => i.menu_item_id === DISH.mochi)?.bargain_num_cur).not.toBeNull();
    await s.request(`/api/v2/staff/menu-items/${DISH.ramen}`, {
      method: 'PATCH',
      token: staff,
      body: { sold_out: false },
    });
    const again = await s.request('/api/v2/staff/menu-items', { token: staff });
    expect(
      (again.body as { data: StaffMenuItem[] }).data.find((i) => i.menu_item_id === DISH.ramen),
    ).toMatchObject({ sold_out: false });
    expect(
      (
        await s.request('/api/v2/staff/menu-items/999999', {
          method: 'PATCH',
          token: staff,
          body: { sold_out: true },
        })
      ).status,
    ).toBe(404);
  });

  it("tells the diner's phone that staff saw its call", async () => {
    const { token } = await scanTable(s, 1);
    const diner = await s.socket({ token });
    await emitWithAck(diner, 'JOIN_ROOM', 1);
    const staffSock = await s.socket({ token: staff });
    const ack = await emitWithAck<{ id: number }>(diner, 'CALL_SERVICE', {
      table_id: 1,
      message: 'Napkins',
      checkbox_group: [],
    });
    const seen = nextEvent<{ message: string; id: number }>(diner, 'MESSENGER');
    const done = nextEvent<{ id: number }>(staffSock, 'SERVICE_CALL_DONE');
    await s.request(`/api/v2/staff/service-calls/${ack.id}`, {
      method: 'PATCH',
      token: staff,
      body: { status: 'done' },
    });
    expect(await seen).toMatchObject({ message: 'CALL_SERVICE_SEEN', id: ack.id });
    expect(await done).toMatchObject({ id: ack.id, table_id: 1 });
  });

  it('shows the floor: states, persons, menus, round and open calls; TABLE_STATUS reaches staff', async () => {
    const staffSock = await s.socket({ token: staff });
    const status = nextEvent<{ table_id: number }>(staffSock, 'TABLE_STATUS');
    const orderId = await openTable(2);
    expect(await status).toMatchObject({ table_id: 2 });
    const floor = (await s.request('/api/v2/staff/floor', { token: staff })).body as Floor;
    const a2 = floor.tables.find((t) => t.table_id === 2)!;
    expect(a2).toMatchObject({
      state: 'open',
      order_head_id: orderId,
      adult_number: 2,
      child_number: 1,
      turn: 1,
    });
    expect(a2.menu_names.length).toBe(1);
    expect(a2.opened_at).not.toBeNull();
    expect(floor.tables.find((t) => t.table_id === 3)?.state).toBe('merged');
    expect(floor.tables.find((t) => t.table_id === 4)?.state).toBe('paused');
    expect(floor.tables.find((t) => t.table_id === 1)?.open_calls).toBeGreaterThanOrEqual(0);
  });

  it('creates, resets and cancels an order PIN', async () => {
    const orderId = await openTable(1);
    const put = await s.request(`/api/v2/staff/orders/${orderId}/pin`, {
      method: 'PUT',
      token: staff,
      body: { order_password: '4821' },
    });
    expect(put.body).toEqual({ order_head_id: orderId, order_password: '4821' });
    const bad = await s.request(`/api/v2/staff/orders/${orderId}/pin`, {
      method: 'PUT',
      token: staff,
      body: { order_password: '48a1' },
    });
    expect(bad.status).toBe(400);
    const read = await s.request(`/api/v2/staff/orders/${orderId}/pin`, { token: staff });
    expect(read.body).toMatchObject({ order_password: '4821' });
    await s.request(`/api/v2/staff/orders/${orderId}/pin`, { method: 'DELETE', token: staff });
    const after = await s.request(`/api/v2/staff/orders/${orderId}/pin`, { token: staff });
    expect(after.body).toMatchObject({ order_password: null });
  });

  it("gives the console each dish's names per language, on the sold-out list and the tickets", async () => {
    const names = { EN: { name: 'Pork broth ramen' }, IT: { name: 'Ramen al brodo di maiale' } };
    await s.store.db
      .update(t.menuItems)
      .set({ item_i18n: names })
      .where(eq(t.menuItems.menu_item_id, DISH.ramen));
    const list = await s.request('/api/v2/staff/menu-items', { token: staff });
    const ramen = (list.body as { data: StaffMenuItem[] }).data.find(
      (i) => i.menu_item_id === DISH.ramen,
    );
    expect(ramen).toMatchObject({ item_i18n: names, category_i18n: expect.any(Object) });

    const orderId = await openTable(44);
    const sent = await s.request(`/api/v2.5/orders/${orderId}/dishes`, {
      method: 'POST',
      token: staff,
      body: { dishes: [{ id: DISH.ramen, quantity: 1 }] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const rounds = await s.request('/api/v2/staff/rounds', { token: staff });
    const round = (
      rounds.body as { rounds: { orderId: number; dishes: { item_i18n: unknown }[] }[] }
    ).rounds.find((r) => r.orderId === orderId)!;
    expect(round.dishes[0]!.item_i18n).toEqual(names);
  });
});

describe('A diner whose order staff moved, with sealed table codes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ prepare: (store) => insertFixtures(store, { encrypting: 1 }) });
  });
  afterAll(() => s.close());

  it('reads the new table by its plain id and gets a session for it', async () => {
    const staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    const opened = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: 5, select_menu: '9', adult_number: 2, child_number: 0 },
    });
    const orderId = (opened.body as { orderId: number }).orderId;
    const code = s.app.tableCodes.encrypt(5);
    const { cookie } = await scanTable(s, code);
    // Before the move, another table's plain id is refused.
    expect((await s.request('/api/v2/tables/6', { cookie })).status).toBe(403);
    await s.request(`/api/v2/staff/orders/${orderId}/move`, {
      method: 'POST',
      token: staff,
      body: { table_id: 6 },
    });
    const followed = await s.request('/api/v2/tables/6', { cookie });
    expect(followed.status).toBe(200);
    expect(followed.body).toMatchObject({ table_id: 6, order_head_id: orderId });
    const session = s.app.sessions.verify(followed.cookies.tavola_session);
    expect(session).toMatchObject({ kind: 'diner', tableId: 6, orderId });
    // The table left behind is still closed to that session.
    expect((await s.request('/api/v2/tables/2', { cookie })).status).toBe(403);
  });
});
