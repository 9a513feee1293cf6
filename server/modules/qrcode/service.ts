// The table's URL and its QR code: the code is the table id, or an encrypted token of it when
// setting is_encrypting is on (quick service, -1, is never encrypted).
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { QrCode } from '../../../protocol/http';
import type { Db } from '../../store';
import type { TableCodes } from '../../auth/table-code';
import { notFound } from '../../http/errors';
import { settingOf } from '../../store/settings';
import { SETTINGS } from '../../../core';
import { diningTables } from '../../store/schema';

export function tableUrl(
  protocol: 'http' | 'https',
  host: string,
  port: number,
  code: string,
): string {
  const defaultPort = protocol === 'https' ? 443 : 80;
  const authority = port === defaultPort ? host : `${host}:${port}`;
  return `${protocol}://${authority}/?table_id=${encodeURIComponent(code)}`;
}

/** Throws 404 unless the table exists (0 never does; -1 is quick service). */
async function checkTable(db: Db, tableId: number): Promise<void> {
  if (tableId === 0) throw notFound('Table 0 does not exist');
  if (tableId < 0) return;
  const [table] = await db
    .select({ id: diningTables.table_id })
    .from(diningTables)
    .where(eq(diningTables.table_id, tableId));
  if (!table) throw notFound(`Table ${tableId} does not exist`);
}

/** The table's URL as a PNG data URL and an SVG. */
export async function tableQrCode(
  db: Db,
  codes: TableCodes,
  target: { host: string; port: number; table_id: number; protocol: 'http' | 'https' },
): Promise<QrCode> {
  const { host, port, table_id, protocol } = target;
  await checkTable(db, table_id);
  const encrypting = await settingOf(db, SETTINGS.isEncrypting);
  const code = encrypting && table_id > 0 ? codes.encrypt(table_id) : String(table_id);
  const url = tableUrl(protocol, host.toLowerCase(), port, code);
  const [png, svg] = await Promise.all([
    QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 512 }),
    QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
  ]);
  return { url, table_id, code, png, svg };
}
