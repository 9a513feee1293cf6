// Merging a table with diners into another table with diners (the everyday case): the merged
// order's customers get fresh ids after the target's, and their rounds, cart lines, PIN passes and
// phones follow into the target order, through the real routes and sockets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  emitWithAck,
  nextEvent,
  scanTable,
  staffLogin,
  startTestServer,
  storeKinds,
  type TestServer,
} from '../../test/harness';
import { EMPLOYEE, insertFixtures } from '../../test/fixtures';
import { cartLines, openByStaff, press, type Ack } from '../../test/diners';
import { DISH, seedCartMenu } from '../cart/testing';
import type { ChangeCartTable } from '../../../protocol';
import type { OrderHistory } from '../../../protocol/http';

const TARGET = 5;
const MERGED = 6;

/** A phone at a table: it scans, enters the PIN, takes a customer id and joins the cart. */
interface Phone {
  customer: string;
  token: string;
  sock: Socket;
}

describe.each(storeKinds())('Merging two occupied tables (%s)', (kind) => {
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

  async function phone(tableId: number, orderId: number, pin: string, device: string) {
    const scan = await scanTable(s, tableId);
    const entered = await s.request('/api/order-password/check', {
      method: 'POST',
      cookie: scan.cookie,
      body: { order_head_id: orderId, order_code: pin },
    });
    expect(entered.body).toMatchObject({ status: 200 });
    const named = await s.request(`/api/v2/orders/${orderId}/gen-customer-name`, {
      method: 'PATCH',
      cookie: scan.cookie,
      body: { identifier: device },
    });
    expect(named.status, named.text).toBe(200);
    const token = named.cookies.tavola_session!;
    const sock = await s.socket({ token });
    const init = await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId } });
    expect(init.ok, JSON.stringify(init)).toBe(true);
    return {
      customer: (named.body as { now_customer_name: string }).now_customer_name,
      token,
      sock,
    } satisfies Phone;
  }

  async function sendRound(p: Phone, tableId: number, orderId: number, key: string) {
    const ack = await emitWithAck<Ack>(p.sock, '/cart2/submit', {
      project: 'QOP_COP',
      cartFind: { tableId, orderId },
      language: 'en',
      requestKey: key,
      dishRules: {},
      postData: {},
      roundListDetail: [],
    });
    expect(ack, JSON.stringify(ack)).toMatchObject({ ok: true });
  }

  it('moves customers, rounds, cart lines, PIN passes and phones into the target order', async () => {
    const into = await openByStaff(s, staff, TARGET, 2, '1111');
    const from = await openByStaff(s, staff, MERGED, 2, '2222');
    const a1 = await phone(TARGET, into, '1111', 'device-a1');
    const a2 = await phone(TARGET, into, '1111', 'device-a2');
    const b1 = await phone(MERGED, from, '2222', 'device-b1');
    expect([a1.customer, a2.customer, b1.customer]).toEqual(['1', '2', '1']);

    // Each table has sent a round and holds a line not sent yet.
    expect((await press(a1.sock, TARGET, DISH.ramen)).ok).toBe(true);
    await sendRound(a1, TARGET, into, 'merge-round-target');
    expect((await press(b1.sock, MERGED, DISH.gyoza)).ok).toBe(true);
    await sendRound(b1, MERGED, from, 'merge-round-merged');
    expect((await press(a2.sock, TARGET, DISH.edamame)).ok).toBe(true);
    expect((await press(b1.sock, MERGED, DISH.water)).ok).toBe(true);

    const told = nextEvent<ChangeCartTable>(b1.sock, 'CHANGE_CART_TABLE');
    const targetHears = nextEvent<{ version: number }>(a1.sock, 'UPDATE_CART');
    const merged = await s.request(`/api/v2/staff/orders/${from}/merge`, {
      method: 'POST',
      token: staff,
      body: { table_id: TARGET },
    });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body).toMatchObject({ order_head_id: into, adult_number: 4 });

    // The merged phone is told on its socket: the target order, and its new customer id.
    const moved = await told;
    expect(moved).toMatchObject({ orderId: into, fromTableId: MERGED, tableId: TARGET });
    expect(moved.customer).toBe('3');
    expect(moved.token).toBeTruthy();
    await targetHears;

    // Both phones add to the target's cart (the merged one on the socket it had) and each sees
    // the other's lines, the merged table's unsent line among them under its new id.
    expect((await press(b1.sock, TARGET, DISH.ramen)).ok).toBe(true);
    expect((await press(a1.sock, TARGET, DISH.tuna)).ok).toBe(true);
    const owners = (lines: { userId: string; originId: number }[]) =>
      lines.map((l) => `${l.userId}:${l.originId}`).sort();
    const expected = [
      `1:${DISH.tuna}`,
      `2:${DISH.edamame}`,
      `3:${DISH.water}`,
      `3:${DISH.ramen}`,
    ].sort();
    expect(owners(await cartLines(a1.sock))).toEqual(expected);
    expect(owners(await cartLines(b1.sock))).toEqual(expected);

    // A new connection with the reissued session (its PIN pass followed) keeps working too.
    const renewed = await s.socket({ token: moved.token! });
    const init = await emitWithAck<Ack>(renewed, '/cart2/init', { cartFind: { tableId: TARGET } });
    expect(init.ok, JSON.stringify(init)).toBe(true);
    expect(owners(await cartLines(renewed))).toEqual(expected);

    // The history holds both tables' rounds, the merged one's under its new id.
    const history = await s.request(`/api/v2/orders/${into}`, { token: moved.token! });
    expect(history.status, history.text).toBe(200);
    const sent = Object.values((history.body as OrderHistory).dishes_history)
      .flat()
      .flatMap((section) => section.dishes)
      .map((d) => `${d.customer_name}:${d.menu_item_id}`)
      .sort();
    expect(sent).toEqual([`1:${DISH.ramen}`, `3:${DISH.gyoza}`].sort());

    // A new phone at the target takes the next free id.
    const a3 = await phone(TARGET, into, '1111', 'device-a3');
    expect(a3.customer).toBe('4');
  });
});
