// What `npm start` prints once the server listens: where the diners' tables and the staff
// console are, and the demo's staff accounts while they still have the demo's passwords. One line
// per table; a QR code for the first table only (all of them with `--qr`), so the addresses stay
// on one screen.
import QRCode from 'qrcode';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SETTINGS, TAKEAWAY_TABLE_ID } from '../core';
import { verifyPassword } from './auth/passwords';
import { demoEmployees } from './seed/demo/home';
import type { Store } from './store';
import { diningTables, employees } from './store/schema';
import { settingOf } from './store/settings';

/** Demo accounts whose stored password is still the demo's own. */
async function demoAccountsInUse(store: Store) {
  const found: { account: string; password: string; role: string; name: string }[] = [];
  for (const demo of demoEmployees) {
    const rows = await store.db
      .select()
      .from(employees)
      .where(eq(employees.account, demo.employee_id));
    const e = rows[0];
    if (e?.active && (await verifyPassword(demo.password, e.password_salt, e.password_hash)))
      found.push({ account: e.account, password: demo.password, role: e.role, name: e.name });
  }
  return found;
}

export async function printStartBanner(
  app: FastifyInstance,
  store: Store,
  base: string,
  options: { allQrCodes: boolean },
): Promise<void> {
  const tables = await store.db
    .select()
    .from(diningTables)
    .orderBy(asc(diningTables.sort), asc(diningTables.table_id));
  const encrypting = await settingOf(store.db, SETTINGS.isEncrypting);
  const urlOf = (id: number) => {
    const code = encrypting && id > 0 ? app.tableCodes.encrypt(id) : String(id);
    return `${base}/?table_id=${encodeURIComponent(code)}`;
  };
  const entries = [
    ...tables.map((t) => ({ name: t.table_name, url: urlOf(t.table_id) })),
    { name: 'Quick Service', url: urlOf(TAKEAWAY_TABLE_ID) },
  ];
  const width = Math.max(...entries.map((e) => e.name.length));
  const out: string[] = ['', `Tavola is serving on ${base}`, '', `Staff console: ${base}/staff`];
  const demo = await demoAccountsInUse(store);
  if (demo.length > 0) {
    out.push('  demo accounts (change these passwords before real service):');
    for (const d of demo) out.push(`    ${d.account} / ${d.password}  ${d.name}, ${d.role}`);
  }
  out.push('', 'Tables (the address each table’s QR code opens):');
  for (const e of entries) out.push(`  ${e.name.padEnd(width)}  ${e.url}`);
  const shown = options.allQrCodes ? entries : entries.slice(0, 1);
  for (const e of shown) {
    out.push('', `${e.name}: ${e.url}`);
    out.push(await QRCode.toString(e.url, { type: 'terminal', small: true }));
  }
  if (!options.allQrCodes && entries.length > 1)
    out.push(`Every table's QR code: npm start -- --qr`);
  process.stdout.write(out.join('\n') + '\n');
}
