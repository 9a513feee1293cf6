// POST /api/v2.5/qrcode {host, port, table_id[, protocol]} (entry-home-service.md §2 "/Code", §7).
// Answers the table's URL, http(s)://host[:port]/?table_id=<code>, as a PNG data URL and an SVG.
// Staff only: a printed code opens the table to whoever scans it, and with encryption on the
// token is the table's credential. The protocol defaults to https on port 443 and http otherwise;
// a default port is left out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QrCodeBody, QrCodeSchema, errorResponses } from '../../../protocol/http';
import { requireStaff } from '../../auth/session';
import { tableQrCode } from './service';

const errors = errorResponses(400, 401, 404);

export const qrcodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v2.5/qrcode',
    { schema: { body: QrCodeBody, response: { 200: QrCodeSchema, ...errors } } },
    async (request) => {
      requireStaff(request);
      const { host, port, table_id } = request.body;
      const protocol = request.body.protocol ?? (port === 443 ? 'https' : 'http');
      return tableQrCode(app.store.db, app.tableCodes, { host, port, table_id, protocol });
    },
  );
};
