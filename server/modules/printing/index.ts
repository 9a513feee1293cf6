// The printing module: round tickets and test prints to ESC/POS network printers (routes.ts; the
// jobs and printers in the store in repository.ts; the tickets in ticket.ts; sending and retrying
// in queue.ts and transport.ts). createPrintingModule({ pollMs, backoff, timeoutMs }) lets tests
// drive the queue by hand; the default export polls every 2 s.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { PrintQueue, type PrintQueueOptions } from './queue';
import { printingRoutes } from './routes';

export function createPrintingModule(options: PrintQueueOptions = {}): FastifyPluginAsync {
  return fp(
    async (app) => {
      const queue = new PrintQueue(app, options);
      app.decorate('printing', queue);
      app.addHook('onReady', async () => queue.start());
      app.addHook('onClose', async () => queue.close());
      await app.register(printingRoutes);
    },
    { name: 'tavola-printing', dependencies: ['tavola-realtime'] },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The print queue (server/modules/printing). */
    printing: PrintQueue;
  }
}

const printingModule = createPrintingModule();

export default printingModule;
export { enqueueRoundTickets } from './repository';
