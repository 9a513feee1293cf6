/**
 * How the server process stops on SIGTERM or SIGINT: it stops accepting (new HTTP requests are
 * answered 503, new socket connections and events refused, see realtime/gate.ts), finishes and
 * answers what it had accepted (the cart's group commit included), disconnects the sockets,
 * closes the store once its transactions are done, and exits 0; 1 when the shutdown fails or
 * takes longer than `forceAfterMs`.
 */
import type { FastifyInstance } from 'fastify';
import type { Store } from './store';

export interface ShutdownOptions {
  /** Exit anyway after this long (default 15 s). */
  forceAfterMs?: number;
  exit?: (code: number) => void;
}

export function installShutdown(
  app: FastifyInstance,
  store: Store,
  opts: ShutdownOptions = {},
): () => Promise<void> {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | null = null;
  const stop = (signal: string): Promise<void> => {
    stopping ??= (async () => {
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => exit(1), opts.forceAfterMs ?? 15_000);
      force.unref();
      try {
        // preClose drains the socket events taken (realtime), then the HTTP server stops and
        // the in-flight requests finish; onClose closes socket.io and the turn timers.
        await app.close();
        await store.close();
        exit(0);
      } catch (err) {
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      }
    })();
    return stopping;
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  return () => stop('call');
}
