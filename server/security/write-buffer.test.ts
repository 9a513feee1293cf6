// Issue 50 point 9: a client that answers the heartbeat but never reads kept its socket open,
// and the server kept every packet for it. Past the write-buffer bound the socket is closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { startTestServer, type TestServer } from '../test/harness';

/** The client's WebSocket (engine.io-client over ws) and its TCP socket. */
interface RawWs {
  send(data: string): void;
  _socket: { pause(): void };
}
const wsOf = (sock: Socket) =>
  (sock.io.engine as unknown as { transport: { ws: RawWs } }).transport.ws;

describe('A socket whose peer stops reading', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ modules: [], writeBufferLimits: { maxPackets: 200 } });
  });
  afterAll(() => s.close());

  it('is closed once its unread packets pass the bound, though it answers the heartbeat', async () => {
    const sock = await s.socket({});
    const [server] = await s.app.io.fetchSockets();
    const gone = new Promise<string>((resolve) =>
      s.app.io.sockets.sockets.get(server!.id)!.once('disconnect', resolve),
    );
    // It stops reading; it answers every heartbeat all the same (a pong needs no reading).
    const ws = wsOf(sock);
    ws._socket.pause();
    const pong = setInterval(() => ws.send('3'), 200);
    try {
      // Broadcasts go on: 64 KiB each, far more than the kernel's buffers hold.
      const chunk = 'x'.repeat(64 * 1024);
      const io = s.app.io as unknown as { emit(event: string, data: string): void };
      let sent = 0;
      let closed = false;
      void gone.then(() => (closed = true));
      while (!closed && sent < 2000) {
        io.emit('BULLETIN_CHANGED', chunk);
        sent++;
        await new Promise((r) => setImmediate(r));
      }
      expect(await gone).toBe('forced close');
      expect(sent).toBeLessThan(2000);
    } finally {
      clearInterval(pong);
    }
  });
});
