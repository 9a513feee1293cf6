// POST /api/v2.5/qrcode {host, port, table_id[, protocol]} (entry-home-service.md §2 "/Code", §7).
// Answers the table's URL, http(s)://host[:port]/?table_id=<code>, as a PNG data URL and an SVG.
// The code is the table id, or an encrypted token of it when setting is_encrypting is on (the key
// stays on the server; quick service, -1, is never encrypted). Staff only: a printed code opens
// the table to whoever scans it, and with encryption on the token is the table's credential.
// The protocol defaults to https on port 443 and http otherwise; a default port is left out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { ErrorBodySchema, notFound } from '../../http/errors';
import { requireStaff } from '../../auth/session';
import { getSetting, settingIsOn } from '../../store/settings';
import { diningTables } from '../../store/schema';

/** A host name, an IPv4 address, or an IPv6 address in brackets. */
const HOST_PATTERN = '^(([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)*[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?|\\[[0-9A-Fa-f:.]{2,45}\\])$';

export const QrCodeBody = Type.Object({
  host: Type.String({ minLength: 1, maxLength: 253, pattern: HOST_PATTERN }),
  port: Type.Integer({ minimum: 1, maximum: 65535 }),
  table_id: Type.Integer({ minimum: -1, maximum: 2147483647 }),
  protocol: Type.Optional(Type.Union([Type.Literal('http'), Type.Literal('https')])),
});

export const QrCodeSchema = Type.Object({
  url: Type.String(),
  table_id: Type.Integer(),
  /** The value of table_id in the URL: the id, or the encrypted token. */
  code: Type.String(),
  /** data:image/png;base64,… */
  png: Type.String(),
  svg: Type.String(),
});

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

export function tableUrl(protocol: 'http' | 'https', host: string, port: number, code: string): string {
  const defaultPort = protocol === 'https' ? 443 : 80;
  const authority = port === defaultPort ? host : `${host}:${port}`;
  return `${protocol}://${authority}/?table_id=${encodeURIComponent(code)}`;
}

const qrcodeModule: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/v2.5/qrcode', { schema: { body: QrCodeBody, response: { 200: QrCodeSchema, ...errors } } }, async (request) => {
    requireStaff(request);
    const { host, port, table_id } = request.body;
    if (table_id === 0) throw notFound('Table 0 does not exist');
    if (table_id > 0) {
      const [table] = await app.store.db.select({ id: diningTables.table_id }).from(diningTables).where(eq(diningTables.table_id, table_id));
      if (!table) throw notFound(`Table ${table_id} does not exist`);
    }
    const encrypting = settingIsOn(await getSetting(app.store.db, 'is_encrypting'));
    const code = encrypting && table_id > 0 ? app.tableCodes.encrypt(table_id) : String(table_id);
    const protocol = request.body.protocol ?? (port === 443 ? 'https' : 'http');
    const url = tableUrl(protocol, host.toLowerCase(), port, code);
    const [png, svg] = await Promise.all([
      QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 512 }),
      QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    ]);
    return { url, table_id, code, png, svg };
  });
};

export default qrcodeModule;
