import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { nextEvent, storeKinds, type TestServer } from '../../test/harness';
import { SEED_TIMEOUT_MS, dinerToken, startDemoServer, staffToken } from '../menus/testing';
import { createCartModule } from '../cart';
import { createPrintingModule } from './index';
import { CUT, closedPort, decodeEscPos, startFakePrinter, type FakePrinter } from './testing';
import { diningTables, orderDetails, orders, turnInfo } from '../../store/schema';
import type { PrintJobView, PrinterView } from '../../../protocol/printing';
import type { Store } from '../../store';
import { updateServiceSettings } from '../settings/service';

/** Dinner-menu dishes of the demo restaurant and their print classes. */
const NIGIRI = 20401; // Nigiri di salmone / 三文鱼握寿司, class 2 (sushi bar)
const TEMPURA = 20801; // Tempura di gamberi / 天妇罗炸虾, class 1 (kitchen)
const WATER = 21501; // Acqua naturale 75 cl / 矿泉水 75 cl, class 3 (bar)

/** An open dinner order at a table, as staff approval leaves it. */
async function openDinner(store: Store, tableId: number): Promise<number> {
  const [o] = await store.db
    .insert(orders)
    .values({ table_id: tableId, customer_num: 2, adult_number: 2, select_menu: '2' })
    .returning();
  await store.db.insert(turnInfo).values({ order_head_id: o!.order_head_id });
  await store.db
    .update(diningTables)
    .set({ table_status: 3, cor_status: 1, order_head_id: o!.order_head_id })
    .where(eq(diningTables.table_id, tableId));
  return o!.order_head_id;
}

describe.each(storeKinds())('Ticket printing (%s)', (kind) => {
  let server: TestServer;
  let staff: string;
  const printers: FakePrinter[] = [];
  const send = (orderId: number, dishes: object[], requestKey: string) =>
    server.request(`/api/v2.5/orders/${orderId}/dishes`, {
      method: 'POST',
      token: staff,
      body: { dishes, requestKey },
    });
  const addPrinter = async (body: object): Promise<PrinterView> => {
    const res = await server.request('/api/v2/staff/printers', {
      method: 'POST',
      token: staff,
      body: {
        type: 'epson',
        is_default: false,
        columns: 42,
        cjk: 'gb18030',
        enabled: true,
        ...body,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as PrinterView;
  };

  beforeAll(async () => {
    server = await startDemoServer(kind, [
      // Wednesday 20:30 in Rome: dinner is served.
      createCartModule({ now: () => Date.parse('2026-11-18T19:30:00Z') }),
      // Driven by hand: no polling, and a retry waits a minute.
      createPrintingModule({ pollMs: 0, backoff: () => 60_000, timeoutMs: 2000 }),
    ]);
    staff = staffToken(server);
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
    for (const p of printers) await p.close();
  });

  it('prints a round to each printer of its dishes’ print classes, Chinese names included', async () => {
    const sushi = await startFakePrinter();
    const kitchen = await startFakePrinter();
    printers.push(sushi, kitchen);
    await addPrinter({ name: 'Sushi bar', interface: sushi.iface, print_classes: ['2'] });
    await addPrinter({
      name: 'Kitchen',
      interface: kitchen.iface,
      print_classes: ['1'],
      is_default: true,
    });
    const orderId = await openDinner(server.store, 5);
    const res = await send(
      orderId,
      [
        { menu_item_id: NIGIRI, quantity: 2, remark: 'no wasabi' },
        { menu_item_id: TEMPURA, quantity: 1 },
      ],
      'print-round-one',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The round kicked the queue; this run waits for that one.
    await server.app.printing.runDue();

    const sushiLines = decodeEscPos(await sushi.next());
    expect(sushiLines).toEqual([
      'T5',
      expect.stringMatching(/^Round 1 · Sushi bar$/),
      expect.stringMatching(new RegExp(`^Order ${orderId} · \\d\\d:\\d\\d$`)),
      '-'.repeat(42),
      '2 x Nigiri di salmone',
      '    三文鱼握寿司',
      '    * no wasabi',
      '-'.repeat(42),
      CUT,
    ]);
    const kitchenLines = decodeEscPos(await kitchen.next());
    expect(kitchenLines).toContain('1 x Tempura di gamberi');
    expect(kitchenLines).toContain('    天妇罗炸虾');
    expect(kitchenLines).toContain('Round 1 · Kitchen');
    expect(kitchenLines.join('\n')).not.toContain('Nigiri');

    const jobs = await server.request('/api/v2/staff/print-jobs?status=done', { token: staff });
    const done = (jobs.body as { data: PrintJobView[] }).data.filter(
      (j) => j.request_key === 'print-round-one',
    );
    expect(done).toHaveLength(2);
    // The console's preview is the ticket as printed.
    expect(done.find((j) => j.lines.includes('2 x Nigiri di salmone'))?.lines).toEqual(
      sushiLines.filter((l) => l !== CUT),
    );
    const list = await server.request('/api/v2/staff/printers', { token: staff });
    for (const p of (list.body as { data: PrinterView[] }).data)
      expect(p).toMatchObject({ status: 'online', waiting: 0, last_error: '' });
  });

  it('keeps a round whose printer is off, reports it, and prints it when the printer is back', async () => {
    const port = await closedPort();
    const bar = await addPrinter({
      name: 'Bar',
      interface: `tcp://127.0.0.1:${port}`,
      print_classes: ['3'],
      columns: 32,
    });
    const staffSock = await server.socket({ token: staff });
    const reported = nextEvent<PrinterView>(staffSock, 'PRINTER_STATUS');
    const orderId = await openDinner(server.store, 6);
    const res = await send(orderId, [{ menu_item_id: WATER, quantity: 1 }], 'print-round-two');
    // The round is sent and kept whatever the printer does.
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await server.app.printing.runDue();
    const kept = await server.store.db
      .select()
      .from(orderDetails)
      .where(eq(orderDetails.request_key, 'print-round-two'));
    expect(kept.map((d) => [d.menu_item_id, d.quantity])).toEqual([[WATER, 1]]);

    expect(await reported).toMatchObject({
      printer_id: bar.printer_id,
      status: 'offline',
      waiting: 1,
      last_error: expect.stringContaining('refused'),
    });
    const view = await server.request('/api/v2/staff/printers', { token: staff });
    expect((view.body as { data: PrinterView[] }).data).toContainEqual(
      expect.objectContaining({ name: 'Bar', status: 'offline', waiting: 1 }),
    );
    const waiting = await server.request('/api/v2/staff/print-jobs?status=retrying', {
      token: staff,
    });
    const [job] = (waiting.body as { data: PrintJobView[] }).data;
    expect(job).toMatchObject({ request_key: 'print-round-two', attempts: 1 });
    expect(Date.parse(job!.next_attempt_at!)).toBeGreaterThan(Date.now());

    // The printer comes back: the next run after the back-off prints the kept ticket.
    const back = await startFakePrinter(port);
    printers.push(back);
    expect(await server.app.printing.runDue()).toEqual({ printed: 0, failed: 0 });
    const online = nextEvent<PrinterView>(staffSock, 'PRINTER_STATUS');
    expect(await server.app.printing.runDue(new Date(Date.now() + 120_000))).toEqual({
      printed: 1,
      failed: 0,
    });
    const lines = decodeEscPos(await back.next());
    expect(lines).toContain('1 x Acqua naturale 75 cl');
    expect(lines).toContain('    矿泉水 75 cl');
    expect(await online).toMatchObject({
      printer_id: bar.printer_id,
      status: 'online',
      waiting: 0,
    });
    staffSock.disconnect();
  });

  it('prints a test page to a saved printer, by id or by its address, and says when nobody answers', async () => {
    const test = await startFakePrinter();
    printers.push(test);
    const saved = await addPrinter({
      name: 'Pass',
      interface: test.iface,
      print_classes: [],
      columns: 32,
    });
    const byId = await server.request(`/api/v2/staff/printers/${saved.printer_id}/test`, {
      method: 'POST',
      token: staff,
    });
    expect(byId.status, JSON.stringify(byId.body)).toBe(200);
    // At the printer's own paper width.
    expect((byId.body as { lines: string[] }).lines).toContain('-'.repeat(32));
    const lines = decodeEscPos(await test.next());
    expect(lines).toContain('1 x Àèìòù ñ ç ß €');
    expect(lines).toContain('    中文测试 三文鱼');

    const byAddress = await server.request('/api/v1/printer/test/ip', {
      method: 'POST',
      token: staff,
      body: { type: 'epson', theinterface: test.iface },
    });
    expect(byAddress.status, JSON.stringify(byAddress.body)).toBe(200);
    expect(decodeEscPos(await test.next())).toContain('1 x Àèìòù ñ ç ß €');

    const port = await closedPort();
    const gone = await addPrinter({
      name: 'Gone',
      interface: `tcp://127.0.0.1:${port}`,
      print_classes: [],
    });
    const off = await server.request(`/api/v2/staff/printers/${gone.printer_id}/test`, {
      method: 'POST',
      token: staff,
    });
    expect(off.status).toBe(503);
    expect(off.body).toMatchObject({ code: 'UNAVAILABLE' });
    const list = await server.request('/api/v2/staff/printers', { token: staff });
    expect((list.body as { data: PrinterView[] }).data).toContainEqual(
      expect.objectContaining({ printer_id: gone.printer_id, status: 'offline' }),
    );
  });

  it('sends a test page to no address a manager did not save, and lets only a manager test or set up', async () => {
    const listening = await startFakePrinter();
    printers.push(listening);
    // Something answers there, but no printer is set up at that address.
    const probe = await server.request('/api/v1/printer/test/ip', {
      method: 'POST',
      token: staff,
      body: { type: 'epson', theinterface: listening.iface },
    });
    expect(probe.status).toBe(404);
    expect(probe.body).toMatchObject({
      code: 'NOT_FOUND',
      message: `No printer is set up at ${listening.iface}`,
    });
    const unknown = await server.request('/api/v2/staff/printers/999999/test', {
      method: 'POST',
      token: staff,
    });
    expect(unknown.status).toBe(404);

    const waiter = server.app.sessions.signStaff({
      employeeId: 2,
      name: 'Kenji Bianchi',
      role: 'waiter',
    });
    const saved = await addPrinter({
      name: 'Counter',
      interface: listening.iface,
      print_classes: [],
    });
    const setup = {
      name: 'Counter 2',
      interface: listening.iface,
      type: 'epson',
      print_classes: [],
      is_default: false,
      columns: 42,
      cjk: 'none',
      enabled: true,
    };
    for (const [method, url, body] of [
      ['POST', `/api/v2/staff/printers/${saved.printer_id}/test`, undefined],
      ['POST', '/api/v1/printer/test/ip', { theinterface: listening.iface }],
      ['POST', '/api/v2/staff/printers', setup],
      ['PATCH', `/api/v2/staff/printers/${saved.printer_id}`, { interface: 'tcp://10.0.0.1:9100' }],
      ['DELETE', `/api/v2/staff/printers/${saved.printer_id}`, undefined],
    ] as const) {
      const res = await server.request(url, { method, token: waiter, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN' });
    }
    // A waiter still sees the printers and their state.
    const seen = await server.request('/api/v2/staff/printers', { token: waiter });
    expect(seen.status).toBe(200);
    const kept = (seen.body as { data: PrinterView[] }).data.find(
      (p) => p.printer_id === saved.printer_id,
    );
    expect(kept).toMatchObject({ interface: listening.iface });

    // The manager's test by id is the first page that address ever received.
    const ok = await server.request(`/api/v2/staff/printers/${saved.printer_id}/test`, {
      method: 'POST',
      token: staff,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    await listening.next();
    expect(listening.received).toHaveLength(1);
  });

  it('lets only staff print or set up printers, and refuses a bad setup naming the field', async () => {
    const diner = dinerToken(server, { tableId: 5, orderId: 1 });
    for (const [method, url, body] of [
      ['GET', '/api/v2/staff/printers', undefined],
      ['POST', '/api/v1/printer/test/ip', { theinterface: 'tcp://127.0.0.1:9' }],
      ['POST', '/api/v2/printer/sendorder', { requestKey: 'print-round-one' }],
    ] as const) {
      const res = await server.request(url, { method, token: diner, ...(body ? { body } : {}) });
      expect(res.status, url).toBe(401);
    }
    const bad = await server.request('/api/v2/staff/printers', {
      method: 'POST',
      token: staff,
      body: {
        name: 'X',
        interface: 'http://printer',
        type: 'epson',
        print_classes: [],
        is_default: false,
        columns: 48,
        cjk: 'none',
        enabled: true,
      },
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toContain('/interface');
  });

  it('prints a round again on staff request', async () => {
    const again = await server.request('/api/v2/printer/sendorder', {
      method: 'POST',
      token: staff,
      body: { requestKey: 'print-round-one' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const jobs = (again.body as { jobs: PrintJobView[] }).jobs;
    expect(jobs.map((j) => j.status)).toEqual(['done', 'done']);
  });

  it("words the ticket in the restaurant's language: Chinese through the GB18030 path", async () => {
    const zhPrinter = await startFakePrinter();
    printers.push(zhPrinter);
    await addPrinter({ name: 'Sushi', interface: zhPrinter.iface, print_classes: ['2'] });
    // As the settings editor stores it (PATCH /api/v2/staff/settings { language }).
    await updateServiceSettings(server.store, { language: 'ZH' });
    try {
      const orderId = await openDinner(server.store, 7);
      const res = await send(
        orderId,
        [{ menu_item_id: NIGIRI, quantity: 1, remark: 'no wasabi' }],
        'print-round-zh',
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await server.app.printing.runDue();
      expect(decodeEscPos(await zhPrinter.next())).toEqual([
        'T7',
        '第 1 轮 · Sushi',
        expect.stringMatching(new RegExp(`^订单 ${orderId} · \\d\\d:\\d\\d$`)),
        '-'.repeat(42),
        '1 x Nigiri di salmone',
        '    三文鱼握寿司',
        '    * no wasabi',
        '-'.repeat(42),
        CUT,
      ]);
      // The test page too.
      const ok = await server.request('/api/v1/printer/test/ip', {
        method: 'POST',
        token: staff,
        body: { type: 'epson', theinterface: zhPrinter.iface },
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(decodeEscPos(await zhPrinter.next())[0]).toBe('测试打印');
    } finally {
      await updateServiceSettings(server.store, { language: 'EN' });
    }
  });

  it('retries a ticket that did not print on staff request, at once', async () => {
    const port = await closedPort();
    const hot = await addPrinter({
      name: 'Hot kitchen',
      interface: `tcp://127.0.0.1:${port}`,
      print_classes: ['1'],
    });
    const orderId = await openDinner(server.store, 7);
    const res = await send(orderId, [{ menu_item_id: TEMPURA, quantity: 2 }], 'print-retry');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await server.app.printing.runDue();
    const waiting = await server.request('/api/v2/staff/print-jobs?status=retrying', {
      token: staff,
    });
    const job = (waiting.body as { data: PrintJobView[] }).data.find(
      (j) => j.request_key === 'print-retry' && j.printer_id === hot.printer_id,
    )!;
    expect(job).toMatchObject({ attempts: 1, status: 'retrying' });

    // Still off: the retry is tried now, counted, and the ticket keeps waiting.
    const still = await server.request(`/api/v2/staff/print-jobs/${job.id}/retry`, {
      method: 'POST',
      token: staff,
    });
    expect(still.status).toBe(200);
    expect(still.body).toMatchObject({ id: job.id, status: 'retrying', attempts: 2 });

    // Back on: the retry prints it without waiting for the back-off (a minute here).
    const back = await startFakePrinter(port);
    printers.push(back);
    const done = await server.request(`/api/v2/staff/print-jobs/${job.id}/retry`, {
      method: 'POST',
      token: staff,
    });
    expect(done.body).toMatchObject({ id: job.id, status: 'done', attempts: 3 });
    expect(decodeEscPos(await back.next())).toContain('2 x Tempura di gamberi');
    const diner = await server.request(`/api/v2/staff/print-jobs/${job.id}/retry`, {
      method: 'POST',
      token: dinerToken(server, { tableId: 7, orderId }),
    });
    expect(diner.status).toBe(401);
    const unknown = await server.request('/api/v2/staff/print-jobs/999999/retry', {
      method: 'POST',
      token: staff,
    });
    expect(unknown.status).toBe(404);
  });
});
