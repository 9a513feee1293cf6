// R8 through the socket in every form the limit may be set (ordering.md §3, §5, §8): on the dish,
// on its second-level category, or on both (the stricter holds), the dishes of a category sharing
// its cap.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Socket } from 'socket.io-client';
import { startTestServer, storeKinds, emitWithAck, type TestServer } from '../../test/harness';
import { R8_MAX_QUANTITY_TEXT, type CartDish, type CartMetadata } from '../../../core';
import * as t from '../../store/schema';
import cartModule from './index';
import { MENU_ID, openOrder, seedCartMenu } from './testing';

type Cart = CartMetadata & { version: number };
type Ack = { ok: boolean; code?: string; message?: string; rule?: string | null; cart?: Cart };

/** A category with a cap of 2 per person set on the category alone (the demo's temaki). */
const TEMAKI = 920;
/** A category with a cap of 3 per person on the category, and a dish of it that allows 1. */
const HANDROLLS = 921;
const DISH = { salmonTemaki: 9201, tunaTemaki: 9202, strict: 9211, loose: 9212 } as const;

const allLines = (c: Cart): CartDish[] => Object.values(c.items).flatMap((turn) => turn.ALL);

describe.each(storeKinds())('R8 category limits over cart2 (%s)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      kind,
      modules: [cartModule],
      prepare: async (store) => {
        await seedCartMenu(store);
        await store.db.insert(t.menuCategories).values([
          {
            dmi_slu_id: TEMAKI,
            main_group_id: MENU_ID,
            dmi_slu_name: 'Temaki',
            category_order_limit: 2,
            table_category_order_limit: 9999,
            customers_category_order_limit: 2,
          },
          {
            dmi_slu_id: HANDROLLS,
            main_group_id: MENU_ID,
            dmi_slu_name: 'Hand rolls',
            category_order_limit: 3,
          },
        ]);
        const item = (menu_item_id: number, dmi_slu_id: number, item_name1: string) => ({
          menu_item_id,
          item_id: menu_item_id,
          dmi_slu_id,
          item_name1,
          price_1: 0,
        });
        await store.db
          .insert(t.menuItems)
          .values([
            item(DISH.salmonTemaki, TEMAKI, 'Salmon temaki'),
            item(DISH.tunaTemaki, TEMAKI, 'Tuna temaki'),
            { ...item(DISH.strict, HANDROLLS, 'Crab hand roll'), category_order_limit: 1 },
            item(DISH.loose, HANDROLLS, 'Eel hand roll'),
          ]);
      },
    });
  });
  afterAll(() => s.close());

  let nextTable = 40;
  async function table(customers: string[]) {
    const tableId = nextTable++;
    const orderId = await openOrder(s.store, tableId, customers.length);
    const diners: Socket[] = [];
    for (const customer of customers) {
      const sock = await s.socket({
        token: s.app.sessions.signDiner({ tableId, orderId, customer }),
      });
      expect((await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId } })).ok).toBe(
        true,
      );
      diners.push(sock);
    }
    return { tableId, diners };
  }
  const add = (sock: Socket, tableId: number, id: number) =>
    emitWithAck<Ack>(sock, '/cart2/update', {
      cartFind: { tableId },
      dish: { id },
      mathSymbol: 0,
      action: { type: 0, state: 0 },
      isAddDuplicate: true,
    });
  const cartOf = async (sock: Socket) =>
    (await emitWithAck<Ack & { cart: Cart }>(sock, '/cart2/connect', {})).cart;

  it('refuses a third temaki under a category that allows 2, with the R8 text, and keeps the cart as it was', async () => {
    const { tableId, diners } = await table(['1']);
    const a = diners[0]!;
    expect((await add(a, tableId, DISH.salmonTemaki)).ok).toBe(true);
    expect((await add(a, tableId, DISH.salmonTemaki)).ok).toBe(true);
    const before = await cartOf(a);
    expect(await add(a, tableId, DISH.salmonTemaki)).toMatchObject({
      ok: false,
      code: 'R8_MAX_QUANTITY',
      rule: 'r8',
      message: R8_MAX_QUANTITY_TEXT,
    });
    const after = await cartOf(a);
    expect(allLines(after).reduce((n, l) => n + l.totalNum, 0)).toBe(2);
    expect(after.version).toBe(before.version);
  });

  it('counts every dish of the category against its cap, and each diner has their own', async () => {
    const { tableId, diners } = await table(['1', '2']);
    const [a, b] = diners as [Socket, Socket];
    expect((await add(a, tableId, DISH.salmonTemaki)).ok).toBe(true);
    expect((await add(a, tableId, DISH.tunaTemaki)).ok).toBe(true);
    expect(await add(a, tableId, DISH.tunaTemaki)).toMatchObject({
      ok: false,
      rule: 'r8',
      message: R8_MAX_QUANTITY_TEXT,
    });
    expect((await add(b, tableId, DISH.tunaTemaki)).ok).toBe(true);
    expect((await add(b, tableId, DISH.tunaTemaki)).ok).toBe(true);
    expect((await add(b, tableId, DISH.salmonTemaki)).ok).toBe(false);
  });

  it('holds the stricter limit where the dish and its category both set one', async () => {
    const { tableId, diners } = await table(['1']);
    const a = diners[0]!;
    expect((await add(a, tableId, DISH.strict)).ok).toBe(true);
    expect(await add(a, tableId, DISH.strict)).toMatchObject({ ok: false, rule: 'r8' });
    expect((await add(a, tableId, DISH.loose)).ok).toBe(true);
    expect((await add(a, tableId, DISH.loose)).ok).toBe(true);
    expect(await add(a, tableId, DISH.loose)).toMatchObject({ ok: false, rule: 'r8' });
  });
});
