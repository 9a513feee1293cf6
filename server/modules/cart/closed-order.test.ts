// A closed order takes nothing: once staff free the table, every cart and order action of its
// diners (an already open socket, a new connection with the same session, HTTP) is refused with
// ORDER_CLOSED and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import {
  emitWithAck,
  eventArrives,
  nextEvent,
  startTestServer,
  staffLogin,
  storeKinds,
  type TestServer,
} from '../../test/harness';
import { EMPLOYEE, insertFixtures } from '../../test/fixtures';
import * as t from '../../store/schema';
import { DISH, seedCartMenu } from './testing';
import { closeByStaff, dinerOnNewOrder, press, type Ack } from '../../test/diners';

describe.each(storeKinds())('A closed order takes nothing (%s)', (kind) => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    s = await startTestServer({
      kind,
      prepare: async (store) => {
        await insertFixtures(store, { approval: 0 });
        await seedCartMenu(store);
      },
    });
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
  });
  afterAll(() => s.close());

  const openTable = (tableId: number) => dinerOnNewOrder(s, tableId);
  const add = (sock: Socket, tableId: number) => press(sock, tableId);
  const freeTable = (tableId: number) => closeByStaff(s, staff, tableId);

  const detailsOf = (orderId: number) =>
    s.store.db.select().from(t.orderDetails).where(eq(t.orderDetails.order_head_id, orderId));

  it("refuses the open socket's /cart2/update and /cart2/submit once staff free the table", async () => {
    const { sock, orderId } = await openTable(1);
    expect((await add(sock, 1)).ok).toBe(true);
    await freeTable(1);

    const error = nextEvent<{ code: string; serverEventName: string }>(sock, 'CART_ERROR');
    const update = await add(sock, 1);
    expect(update).toMatchObject({ ok: false, code: 'ORDER_CLOSED' });
    expect(await error).toMatchObject({ code: 'ORDER_CLOSED', serverEventName: '/cart2/update' });

    const submit = await emitWithAck<Ack>(sock, '/cart2/submit', {
      cartFind: { tableId: 1, orderId },
      project: 'QOP_COP',
      language: 'en',
    });
    expect(submit).toMatchObject({ ok: false, code: 'ORDER_CLOSED' });
    expect(await detailsOf(orderId)).toEqual([]);
  });

  it('refuses a new connection with the same session on every cart event', async () => {
    const { token, orderId } = await openTable(2);
    await freeTable(2);
    const again = await s.socket({ token });
    const find = { cartFind: { tableId: 2 } };
    const attempts: [string, unknown][] = [
      ['/cart2/existed', find],
      ['/cart2/init', find],
      ['/cart2/connect', find],
      [
        '/cart2/update',
        {
          ...find,
          dish: { id: DISH.ramen },
          mathSymbol: 0,
          action: { type: 0, state: 0 },
          isAddDuplicate: true,
        },
      ],
      ['/cart2/delete', find],
      ['/cart2/item/delete', { ...find, itemsInfo: [{ id: 'x' }] }],
      ['/cart2/filter/init', { ...find, groupBys: ['TURN', 'USER'] }],
      ['/cart2/submit', { cartFind: { tableId: 2, orderId }, project: 'QOP_COP' }],
      ['/cart2/turn/next', { cartFind: { tableId: 2, orderId } }],
      ['/cart2/to_next_turn_manually', { cartFind: { tableId: 2, orderId } }],
    ];
    for (const [event, payload] of attempts) {
      const ack = await emitWithAck<Ack>(again, event, payload);
      expect({ event, ...ack }).toMatchObject({ event, ok: false, code: 'ORDER_CLOSED' });
    }
    expect(await detailsOf(orderId)).toEqual([]);
  });

  it('refuses HTTP dishes, a waiter call, a review and a new customer id on a closed order', async () => {
    const { token, orderId, sock } = await openTable(5);
    await freeTable(5);
    const cookie = `tavola_session=${token}`;

    const dishes = await s.request(`/api/v2.5/orders/${orderId}/dishes`, {
      method: 'POST',
      token: staff,
      body: { dishes: [{ menu_item_id: DISH.ramen, quantity: 1 }] },
    });
    expect(dishes.body).toMatchObject({ code: 'ORDER_CLOSED' });

    const call = await emitWithAck<Ack>(sock, 'CALL_SERVICE', {
      table_id: 5,
      message: 'Water please',
    });
    expect(call).toMatchObject({ ok: false, code: 'ORDER_CLOSED' });

    const review = await s.request('/api/v3/dining_reviews', {
      method: 'POST',
      cookie,
      body: { order_head_id: orderId, table_id: 5, rating: 5, comment: 'Lovely' },
    });
    expect(review.body).toMatchObject({ code: 'ORDER_CLOSED' });

    const customer = await s.request(`/api/v2/orders/${orderId}/gen-customer-name`, {
      method: 'PATCH',
      cookie,
      body: { identifier: 'phone-2' },
    });
    expect(customer.body).toMatchObject({ code: 'ORDER_CLOSED' });

    expect(await detailsOf(orderId)).toEqual([]);
    expect(
      await s.store.db.select().from(t.serviceCalls).where(eq(t.serviceCalls.order_id, orderId)),
    ).toEqual([]);
    expect(
      await s.store.db.select().from(t.reviews).where(eq(t.reviews.order_head_id, orderId)),
    ).toEqual([]);
  });

  it("takes the ended order's sockets out of the table's room: the next party's news is not theirs", async () => {
    const a = await openTable(6);
    const status = nextEvent<{ table_status: number; order_head_id: number | null }>(
      a.sock,
      'TABLE_STATUS',
    );
    await freeTable(6);
    // Told the table is free, then out of the room.
    expect(await status).toMatchObject({ table_status: 0, order_head_id: null });
    const b = await openTable(6);
    const heard = eventArrives(a.sock, 'UPDATE_CART', 1000);
    const chat = eventArrives(a.sock, 'CHAT_MESSAGE', 1000);
    expect((await add(b.sock, 6)).ok).toBe(true);
    expect(await heard).toBe(false);
    expect(await chat).toBe(false);
  });

  it('takes a socket out of the room when its event is refused because its order ended', async () => {
    const a = await openTable(7);
    // The order ends without the table's route (as another process would leave it to us).
    await s.store.db
      .update(t.orders)
      .set({ status: 'closed' })
      .where(eq(t.orders.order_head_id, a.orderId));
    expect(await add(a.sock, 7)).toMatchObject({ ok: false, code: 'ORDER_CLOSED' });
    const b = await openTable(7);
    const heard = eventArrives(a.sock, 'UPDATE_CART', 1000);
    const chat = eventArrives(a.sock, 'CHAT_MESSAGE', 1000);
    expect((await add(b.sock, 7)).ok).toBe(true);
    expect(await heard).toBe(false);
    expect(await chat).toBe(false);
  });
});
