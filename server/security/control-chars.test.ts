// Control characters a diner types (issue 50 point 1): a remark or a customer name sent through
// the real routes and socket events is stored plain, and the kitchen printer gets it as printable
// text only; the ESC/POS commands on the paper are the encoder's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isPlainText, plainText } from '../../core';
import * as t from '../store/schema';
import {
  emitWithAck,
  nextEvent,
  staffLogin,
  startTestServer,
  type TestServer,
} from '../test/harness';
import { EMPLOYEE, insertFixtures } from '../test/fixtures';
import { dinerOnNewOrder, pressOf, type Ack } from '../test/diners';
import { DISH, openOrder, seedCartMenu } from '../modules/cart/testing';
import { encodeTicket, type Ticket } from '../modules/printing/ticket';
import {
  decodeEscPos,
  escPosCommands,
  startFakePrinter,
  type FakePrinter,
} from '../modules/printing/testing';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');

/**
 * Every C0 byte but NUL (refused outright), DEL, a C1 CSI and a bidi override, with the commands
 * that open the drawer (ESC p), reset (ESC @), cut (GS V) and start a raster image (GS v 0).
 */
const REMARK =
  `no${range(0x01, 0x1f)}\u007fonion \u001bp0\u0019\u00fa drawer \u001b@reset ` +
  `\u001dVA\u0003cut \u001dv0raster \u009b2J\u202Ereversed`;
const NAME = 'Ann\u001b@\u001dVA\u0003\u009b\u202eZ';

describe('Control characters from diners never reach the printer', () => {
  let s: TestServer;
  let staff: string;
  let printer: FakePrinter;
  beforeAll(async () => {
    printer = await startFakePrinter();
    s = await startTestServer({
      prepare: async (store) => {
        await insertFixtures(store, { approval: 0 });
        await seedCartMenu(store);
        await store.db.insert(t.settings).values([
          { id: 37, name: 'printing', value: { enable: 1 } },
          { id: 12, name: 'print-rule-print-customer', value: { enable: 1 } },
        ]);
        await store.db.insert(t.printers).values({
          name: 'Kitchen',
          interface: printer.iface,
          is_default: true,
          columns: 42,
        });
      },
    });
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
  });
  afterAll(async () => {
    await s?.close();
    await printer?.close();
  });

  /**
   * A diner at `tableId` names itself `name` (PATCH gen-customer-name, as the phone does), presses
   * + on ramen with `remark` and submits the round; answers the ticket the printer got, what the
   * kitchen screen was told and what the store holds.
   */
  async function round(tableId: number, name: string, remark: string) {
    const orderId = await openOrder(s.store, tableId, 2);
    await s.store.db
      .update(t.diningTables)
      .set({ table_status: 3, cor_status: 1, order_head_id: orderId })
      .where(eq(t.diningTables.table_id, tableId));
    const first = s.app.sessions.signDiner({ tableId, orderId, customer: '1' });
    const named = await s.request(`/api/v2/orders/${orderId}/gen-customer-name`, {
      method: 'PATCH',
      token: first,
      body: { identifier: `phone-${tableId}`, customer_name: name },
    });
    expect(named.status, named.text).toBe(200);
    const token = named.cookies.tavola_session!;
    expect(token).toBeTruthy();
    const sock = await s.socket({ token });
    const init = await emitWithAck<Ack>(sock, '/cart2/init', { cartFind: { tableId } });
    expect(init.ok, JSON.stringify(init)).toBe(true);
    // A NUL is refused outright, and nothing changes.
    const nul = await emitWithAck<Ack>(
      sock,
      '/cart2/update',
      pressOf(tableId, DISH.ramen, { remark: 'a\u0000b' }),
    );
    expect(nul.ok).toBe(false);
    const pressed = await emitWithAck<Ack>(
      sock,
      '/cart2/update',
      pressOf(tableId, DISH.ramen, { remark }),
    );
    expect(pressed.ok, JSON.stringify(pressed)).toBe(true);
    const kitchen = await s.socket({ token: staff });
    const shown = nextEvent<{ dishes: { customer_name: string; remark: string }[] }>(
      kitchen,
      'KITCHEN_ROUND',
    );
    const sent = await emitWithAck<Ack>(sock, '/cart2/submit', {
      project: 'QOP_COP',
      cartFind: { tableId, orderId },
      requestKey: `control-chars-${tableId}`,
    });
    expect(sent.ok, JSON.stringify(sent)).toBe(true);
    const bytes = await printer.next();
    const stored = await s.store.db
      .select({ remark: t.orderDetails.remark, customer: t.orderDetails.customer_name })
      .from(t.orderDetails)
      .where(eq(t.orderDetails.order_head_id, orderId));
    const screen = (await shown).dishes.map((d) => ({
      remark: d.remark,
      customer: d.customer_name,
    }));
    return { bytes, shown: screen, stored };
  }

  it('stores a review comment plain, its line breaks kept', async () => {
    const tableId = 3;
    const orderId = await openOrder(s.store, tableId, 2);
    const token = s.app.sessions.signDiner({ tableId, orderId, customer: '1' });
    const res = await s.request('/api/v3/dining_reviews', {
      method: 'POST',
      token,
      body: {
        order_head_id: orderId,
        table_id: tableId,
        rating: 3,
        comment: 'Good\u001bp0\u0019\u00fa\r\nbut \u202Eslow\u0007',
      },
    });
    expect(res.status, res.text).toBe(200);
    const [row] = await s.store.db
      .select({ comment: t.reviews.comment })
      .from(t.reviews)
      .where(eq(t.reviews.order_head_id, orderId));
    expect(row).toEqual({ comment: 'Goodp0ú\nbut slow' });
  });

  it('refuses a payload key full of control characters, quoting its printable part only', async () => {
    const { sock, tableId } = await dinerOnNewOrder(s, 5);
    const shown = nextEvent<{ message: string }>(sock, 'CART_ERROR');
    const ack = await emitWithAck<Ack>(sock, '/cart2/update', {
      ...pressOf(tableId, DISH.ramen),
      'x\u001b[31m\u001bp0\u0019\u00fa\u202e': 1,
    });
    expect(ack).toMatchObject({ ok: false, code: 'INVALID' });
    expect(ack.message).toBe("Invalid: additional property 'x[31mp0ú' is not allowed at /");
    expect((await shown).message).toBe(ack.message);
  });

  it('prints a remark and a customer name full of control bytes as their printable text only', async () => {
    const hostile = await round(1, NAME, REMARK);
    // The same round typed plainly, at another table: the paper must differ only in its head.
    const plain = await round(2, plainText(NAME), plainText(REMARK, { multiline: true }));

    for (const r of [hostile, plain]) {
      for (const d of [...r.stored, ...r.shown]) {
        expect(isPlainText(Object.values(d).join(' '))).toBe(true);
      }
    }
    expect(hostile.stored).toEqual([{ remark: expect.any(String), customer: 'Ann@VAZ' }]);
    expect(hostile.stored).toEqual(plain.stored);
    expect(hostile.shown).toEqual(plain.shown);

    const lines = decodeEscPos(hostile.bytes);
    for (const line of lines) expect(isPlainText(line), JSON.stringify(line)).toBe(true);
    expect(lines).toContain('    Customer Ann@VAZ');
    expect(lines).toContain('    * no onion p0ú drawer @reset VAcut');
    expect(lines).toContain('    v0raster 2Jreversed');
    // Every ESC, GS and FS byte on the paper is a command the encoder emitted itself.
    expect(escPosCommands(hostile.bytes)).toEqual(escPosCommands(plain.bytes));
    const body = (l: string[]) => l.slice(l.indexOf('-'.repeat(42)));
    expect(body(lines)).toEqual(body(decodeEscPos(plain.bytes)));
  });
});

describe('The ticket encoder', () => {
  it('sends no control byte of a text the store held from before (or an import brought)', () => {
    const dirty: Ticket = {
      title: 'A1\u001bp0\u0019\u00fa',
      meta: ['Round 1\u001d\u0056\u0041\u0003'],
      items: [
        {
          quantity: 1,
          name: 'Ramen\u001b@\u202E',
          name2: '拉面\u001dv0',
          notes: ['Customer Ann\u001b!\u0030', `* ${REMARK}`],
        },
      ],
      footer: ['\u009b2J\u007fend'],
      copies: 1,
    };
    const clean: Ticket = {
      ...dirty,
      title: plainText(dirty.title),
      meta: dirty.meta.map((m) => plainText(m)),
      items: dirty.items.map((i) => ({
        ...i,
        name: plainText(i.name),
        name2: plainText(i.name2),
        notes: i.notes.map((n) => plainText(n)),
      })),
      footer: dirty.footer.map((f) => plainText(f)),
    };
    const format = { columns: 42, cjk: 'gb18030' } as const;
    const bytes = encodeTicket(dirty, format);
    expect(escPosCommands(bytes)).toEqual(escPosCommands(encodeTicket(clean, format)));
    const lines = decodeEscPos(bytes);
    expect(lines).toEqual(decodeEscPos(encodeTicket(clean, format)));
    expect(lines).toContain('    拉面v0');
    for (const line of lines) expect(isPlainText(line), JSON.stringify(line)).toBe(true);
  });
});
