// Test support for the catalogue and home-content modules: a test server over a fresh store
// holding the demo restaurant. The demo pictures are written once into a shared folder under the
// system temp directory (rendering them takes a while; later runs find them there).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { startTestServer, type StartTestServerOptions, type TestServer } from '../../test/harness';
import { seedDemo } from '../../seed';
import type { StoreKind } from '../../store';

export const DEMO_IMAGES_DIR = join(tmpdir(), 'tavola-demo-images');

/** Time for a first seed that still has to render the demo pictures. */
export const SEED_TIMEOUT_MS = 300_000;

export async function startDemoServer(kind: StoreKind, modules: FastifyPluginAsync[], opts: Partial<StartTestServerOptions> = {}): Promise<TestServer> {
  return startTestServer({
    kind,
    modules,
    imagesDir: DEMO_IMAGES_DIR,
    ...opts,
    prepare: async (store) => {
      await seedDemo(store, { imagesDir: DEMO_IMAGES_DIR, reset: false });
      if (opts.prepare) await opts.prepare(store);
    },
  });
}

/** A diner session token for a table and order (as GET /api/v2/tables/{id} would issue). */
export function dinerToken(server: TestServer, s: { tableId: number; orderId: number; customer?: string }): string {
  return server.app.sessions.signDiner({ tableId: s.tableId, orderId: s.orderId, customer: s.customer ?? '1' });
}

/** A staff session token. */
export function staffToken(server: TestServer, employeeId = 1): string {
  return server.app.sessions.signStaff({ employeeId, name: 'Giulia Rossi', role: 'manager' });
}
