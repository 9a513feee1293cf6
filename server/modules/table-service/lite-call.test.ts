// Lite mode's call for service: the table name the diner types is checked by the server with
// core's rule (non-empty, under 30 characters), and staff still read the store's table name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import * as t from '../../store/schema';
import {
  emitWithAck,
  nextEvent,
  scanTable,
  staffLogin,
  startTestServer,
  type TestServer,
} from '../../test/harness';
import { EMPLOYEE, insertFixtures } from '../../test/fixtures';
import { closeByStaff, openByStaff, type Ack } from '../../test/diners';

const TABLE = 6;

describe('CALL_SERVICE in lite mode', () => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    s = await startTestServer({ prepare: (store) => insertFixtures(store, { approval: 0 }) });
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    await openByStaff(s, staff, TABLE, 2);
  });
  afterAll(async () => {
    await closeByStaff(s, staff, TABLE);
    await s.close();
  });

  const callsStored = async () =>
    Number(
      (
        await s.store.db
          .select({ n: count() })
          .from(t.serviceCalls)
          .where(eq(t.serviceCalls.table_id, TABLE))
      )[0]?.n ?? 0,
    );

  async function diner() {
    const scan = await scanTable(s, TABLE);
    return s.socket({ token: scan.token });
  }

  it('keeps the typed name beside the store’s table name, which staff read first', async () => {
    const staffSock = await s.socket({ token: staff });
    const sock = await diner();
    const seen = nextEvent<{ table_name: string; stated_table_name: string }>(
      staffSock,
      'CALL_SERVICE',
    );
    const ack = await emitWithAck<Ack>(sock, 'CALL_SERVICE', {
      table_id: TABLE,
      table_name: 'T12',
      lite_table_name: '  Terrace by the window ',
      message: 'Water please',
    });
    expect(ack.ok).toBe(true);
    expect(await seen).toMatchObject({
      table_name: 'A6',
      stated_table_name: 'Terrace by the window',
    });
    const [row] = await s.store.db
      .select()
      .from(t.serviceCalls)
      .where(eq(t.serviceCalls.id, Number(ack.id)));
    expect(row).toMatchObject({ table_name: 'A6', stated_table_name: 'Terrace by the window' });
  });

  it('accepts 29 characters and refuses 30, storing nothing', async () => {
    const sock = await diner();
    const before = await callsStored();
    const long = await emitWithAck<Ack>(sock, 'CALL_SERVICE', {
      table_id: TABLE,
      lite_table_name: 'x'.repeat(30),
      message: 'Water please',
    });
    expect(long).toMatchObject({ ok: false, code: 'TABLE_NAME_TOO_LONG' });
    expect(long.message).toMatch(/shorter than 30 characters/);
    expect(await callsStored()).toBe(before);
    const fits = await emitWithAck<Ack>(sock, 'CALL_SERVICE', {
      table_id: TABLE,
      lite_table_name: 'x'.repeat(29),
      message: 'Water please',
    });
    expect(fits.ok).toBe(true);
    expect(await callsStored()).toBe(before + 1);
  });

  it('refuses an empty or blank name, storing nothing', async () => {
    const sock = await diner();
    const before = await callsStored();
    for (const name of ['', '   ']) {
      const ack = await emitWithAck<Ack>(sock, 'CALL_SERVICE', {
        table_id: TABLE,
        lite_table_name: name,
        checkbox_group: ['Water'],
      });
      expect(ack).toMatchObject({ ok: false, code: 'TABLE_NAME_EMPTY' });
    }
    expect(await callsStored()).toBe(before);
  });

  it('leaves the full app’s calls (no typed name) as they were', async () => {
    const sock = await diner();
    const ack = await emitWithAck<Ack>(sock, 'CALL_SERVICE', {
      table_id: TABLE,
      message: 'The bill, please',
    });
    expect(ack.ok).toBe(true);
    const [row] = await s.store.db
      .select()
      .from(t.serviceCalls)
      .where(eq(t.serviceCalls.id, Number(ack.id)));
    expect(row).toMatchObject({ table_name: 'A6', stated_table_name: '' });
  });
});
