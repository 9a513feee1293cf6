// What server tests do as staff and diners through the real routes and socket events: open and
// free a table, put a diner's socket on an order's cart, press + on a dish, read the cart's lines,
// and try every order action a diner has. Shared by the per-rule tests and the attacks file.
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import {
  applyCartLinesChange,
  type CartDish,
  type CartLinesChange,
  type CartMetadata,
} from '../../core';
import * as t from '../store/schema';
import { DISH, openOrder } from '../modules/cart/testing';
import { emitWithAck, type TestServer } from './harness';

/** An acknowledgement: ok, or refused with a code (and whatever else the event answers). */
export type Ack = { ok: boolean; code?: string; message?: string; [k: string]: unknown };

/** Staff open a dine-in table (with a PIN when given) on menu 9; answers the order id. */
export async function openByStaff(
  s: TestServer,
  staff: string,
  tableId: number,
  adults: number,
  pin?: string,
): Promise<number> {
  const r = await s.request('/api/v2.5/orders/not-check-table-status', {
    method: 'POST',
    token: staff,
    body: {
      table_id: tableId,
      select_menu: '9',
      adult_number: adults,
      child_number: 0,
      ...(pin ? { order_code: pin } : {}),
    },
  });
  if (r.status !== 200) throw new Error(`opening table ${tableId}: ${r.status} ${r.text}`);
  return (r.body as { orderId: number }).orderId;
}

/** Staff free a table (PATCH table_status 0), which ends its order. */
export async function closeByStaff(s: TestServer, staff: string, tableId: number): Promise<void> {
  const r = await s.request(`/api/v2/tables/${tableId}`, {
    method: 'PATCH',
    token: staff,
    body: { table_status: 0 },
  });
  if (r.status !== 200) throw new Error(`freeing table ${tableId}: ${r.status} ${r.text}`);
}

export interface CartDiner {
  orderId: number;
  tableId: number;
  token: string;
  sock: Socket;
}

/**
 * An open order at `tableId` (written into the store, the table marked open when it exists) and
 * customer 1's socket on it, its cart initialised (so the socket is in the table's room).
 */
export async function dinerOnNewOrder(
  s: TestServer,
  tableId: number,
  persons = 2,
): Promise<CartDiner> {
  const orderId = await openOrder(s.store, tableId, persons);
  await s.store.db
    .update(t.diningTables)
    .set({ table_status: 3, cor_status: 1, order_head_id: orderId })
    .where(eq(t.diningTables.table_id, tableId));
  const token = s.app.sessions.signDiner({ tableId, orderId, customer: '1' });
  const sock = await s.socket({ token });
  const init = await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId } });
  if (!init.ok) throw new Error(`cart init at table ${tableId}: ${init.code} ${init.message}`);
  return { orderId, tableId, token, sock };
}

/** The /cart2/update of one press of + on a dish (extra fields go into the dish). */
export const pressOf = (tableId: number, dishId: number, extra: Record<string, unknown> = {}) => ({
  cartFind: { tableId },
  dish: { id: dishId, ...extra },
  mathSymbol: 0,
  action: { type: 0, state: 0 },
  isAddDuplicate: true,
});

/** Presses + on a dish (DISH.ramen unless told) and answers the ack. */
export const press = (
  sock: Socket,
  tableId: number,
  dishId: number = DISH.ramen,
  extra: Record<string, unknown> = {},
) => emitWithAck<Ack>(sock, '/cart2/update', pressOf(tableId, dishId, extra));

/** The lines of the socket's cart, every turn (read with /cart2/connect). */
export async function cartLines(sock: Socket): Promise<CartDish[]> {
  const ack = await emitWithAck<Ack & { cart?: CartMetadata }>(sock, '/cart2/connect', {});
  return Object.values(ack.cart!.items).flatMap((turn) => turn.ALL);
}

/** Every order action a diner has, over HTTP, each answered with its status and code. */
export async function dinerHttpActions(
  s: TestServer,
  cookie: string,
  orderId: number,
  tableId: number,
) {
  const call = async (path: string, method = 'GET', body?: unknown) => {
    const r = await s.request(path, { method, cookie, body });
    return { path: `${method} ${path}`, status: r.status, code: (r.body as Ack | null)?.code };
  };
  return [
    await call(`/api/v2.5/orders/history-dish/${orderId}?menu_id=9`),
    await call(`/api/v2/orders/${orderId}?menu_id=9`),
    await call(`/api/v2/orders/${orderId}/turn?menu_id=9`),
    await call(`/api/v2/orders/${orderId}/dishes/check`, 'POST', {
      menu_id: 9,
      dishes: [{ id: DISH.ramen, totalCount: 1 }],
    }),
    await call(`/api/v2/orders/${orderId}/gen-customer-name`, 'PATCH', { identifier: 'phone' }),
    await call(`/api/v2/orders/${orderId}/gen-extra-dish`, 'POST', { first_menu: 9 }),
    await call('/api/v2/orders', 'PATCH', {
      orders: [{ order_head_id: orderId, adult_number: 9 }],
    }),
    await call(`/api/v3/update_od_customer/${orderId}`),
    await call(`/api/v3/update_od_customer/${orderId}`, 'PATCH', {
      customerInfos: { customer_name: 'x' },
    }),
    await call(`/api/v2/order_head_password/list?order_id=${orderId}`),
    await call('/api/v3/dining_reviews', 'POST', {
      order_head_id: orderId,
      table_id: tableId,
      rating: 5,
      comment: 'Lovely',
    }),
  ];
}

/** Every order action a diner has, over the socket, each answered with its ack. */
export async function dinerSocketActions(sock: Socket, tableId: number) {
  const cartFind = { tableId };
  const emit = async (event: string, payload: unknown) => ({
    event,
    ...(await emitWithAck<Ack>(sock, event, payload)),
  });
  return [
    await emit('JOIN_ROOM', String(tableId)),
    await emit('/cart2/existed', { cartFind }),
    await emit('/cart2/init', { cartFind }),
    await emit('/cart2/connect', { cartFind }),
    await emit('/cart2/update', pressOf(tableId, DISH.ramen)),
    await emit('/cart2/submit', { project: 'QOP_COP', cartFind }),
    await emit('/cart2/to_next_turn_manually', { cartFind }),
    await emit('CALL_SERVICE', { table_id: tableId, message: 'Water please' }),
  ];
}

/**
 * `n` /cart2/existed from `flooder` in flight at once while `other` presses + at its own table:
 * every answer the flooder got, and the other diner's.
 */
export async function floodWhileOtherPresses(flooder: Socket, other: CartDiner, n: number) {
  const flood = Array.from({ length: n }, () =>
    emitWithAck<Ack>(flooder, '/cart2/existed', {}, 20_000),
  );
  const mine = emitWithAck<Ack>(
    other.sock,
    '/cart2/update',
    pressOf(other.tableId, DISH.ramen),
    20_000,
  );
  return { answers: await Promise.all(flood), other: await mine };
}

/** SEND_ORDER_REQUEST for one adult on menu 9 at `tableId`, naming the table `tableName`. */
export const requestTable = (sock: Socket, tableId: number, tableName: string) =>
  emitWithAck<Ack>(sock, 'SEND_ORDER_REQUEST', {
    tableId,
    table_name: tableName,
    menu: '9',
    adultNum: 1,
    childNum: 0,
  });

type HeldCart = CartMetadata & { version: number };

/**
 * One phone's copy of the shared cart kept as the app keeps it (features/cart): the whole cart
 * from INIT_CART, CONNECT_CART, UPDATE_CART and TO_NEXT_TURN (an older one of the same order
 * ignored), each lines change (CHAT_MESSAGE UPDATE_DISH_COUNT) applied with core's
 * applyCartLinesChange, and the whole cart asked for (/cart2/connect) after a missed change.
 * `lose` drops the next lines changes it names, as a lost message would.
 */
export class CartFollower {
  cart: HeldCart | null = null;
  /** Lines changes received, and the bytes of the biggest one as the socket carried it. */
  changes = 0;
  heaviestChange = 0;
  /** Whole carts asked for after a missed change. */
  resyncs = 0;
  lose = 0;
  private asked = false;

  constructor(readonly sock: Socket) {
    const whole = (c: HeldCart) => {
      const held = this.cart;
      this.asked = false;
      if (held && held.orderId === c.orderId && c.version < held.version) return;
      this.cart = c;
    };
    for (const e of ['INIT_CART', 'CONNECT_CART', 'UPDATE_CART', 'TO_NEXT_TURN']) sock.on(e, whole);
    sock.on('CHAT_MESSAGE', (m: { content?: { event?: string } }) => {
      if (m.content?.event !== 'UPDATE_DISH_COUNT') return;
      const change = m.content as unknown as CartLinesChange;
      this.changes++;
      const bytes = Buffer.byteLength(JSON.stringify(['CHAT_MESSAGE', m]));
      this.heaviestChange = Math.max(this.heaviestChange, bytes);
      if (this.lose > 0) {
        this.lose--;
        return;
      }
      if (!this.cart) return;
      const next = applyCartLinesChange(this.cart, change);
      if (next === 'stale') return;
      if (next !== 'gap') {
        this.cart = next;
        return;
      }
      if (this.asked) return;
      this.asked = true;
      this.resyncs++;
      sock.emit('/cart2/connect', {});
    });
  }

  /** The held cart's lines, every turn in order. */
  lines(): CartDish[] {
    const items = this.cart?.items ?? {};
    return Object.keys(items)
      .sort((a, b) => Number(a) - Number(b))
      .flatMap((turn) => items[turn]!.ALL);
  }
}

/** The content of the next CHAT_MESSAGE whose content.event is `event` (others pass by). */
export function nextChat<T = Record<string, unknown>>(
  sock: Socket,
  event: string,
  ms = 3000,
): Promise<T & { event: string }> {
  return new Promise((resolve, reject) => {
    const on = (m: { content?: { event?: string } }) => {
      if (m.content?.event !== event) return;
      clearTimeout(timer);
      sock.off('CHAT_MESSAGE', on);
      resolve(m.content as T & { event: string });
    };
    const timer = setTimeout(() => {
      sock.off('CHAT_MESSAGE', on);
      reject(new Error(`Timed out waiting for CHAT_MESSAGE ${event}`));
    }, ms);
    sock.on('CHAT_MESSAGE', on);
  });
}
