/**
 * One socket write per connection per turn of the event loop.
 *
 * engine.io writes each packet to its TCP socket as soon as it is emitted, one system call per
 * packet. A cart change sends every diner at the table the lines change of its batch, a
 * CHAT_MESSAGE per change and, to the diner who pressed, the ack: three to nine writes per diner
 * and batch, all in the same turn. On a small machine these writes (each wakes the peer) were the
 * largest share of the server thread's time under load (bench/cart-load).
 *
 * `coalesceWrites` makes each connection hold what is emitted during a turn and write it at the
 * end of the turn (setImmediate), all packets in one corked write: the same bytes in the same
 * order, one system call, at most one loop turn later. It reaches into two engine.io internals,
 * `Socket#flush` and the websocket transport's `send` (engine.io 6.6, pinned), per connection;
 * coalesce.test.ts checks both effects, so a version that changes them fails there.
 */
/** The parts of an engine.io socket this module uses (the flush is private in its types). */
interface EngineSocket {
  flush(): void;
  transport: EngineTransport;
  on(event: 'upgrade', fn: (transport: EngineTransport) => void): unknown;
}

interface EngineTransport {
  name: string;
  send(packets: unknown[]): void;
  /** The ws WebSocket of a websocket transport; `_socket` is its TCP socket. */
  socket?: { _socket?: { cork(): void; uncork(): void } };
}

const corked = new WeakSet<EngineTransport>();

/** Writes a websocket transport's packets of one flush with its TCP socket corked: one write. */
function corkSends(transport: EngineTransport): void {
  if (transport.name !== 'websocket' || corked.has(transport)) return;
  corked.add(transport);
  const send = transport.send.bind(transport);
  transport.send = (packets) => {
    const tcp = packets.length > 1 ? transport.socket?._socket : undefined;
    tcp?.cork();
    try {
      send(packets);
    } finally {
      tcp?.uncork();
    }
  };
}

/** Flushes each connection of `engine` once per turn of the event loop (see above). */
export function coalesceWrites(engine: {
  on(event: 'connection', fn: (socket: unknown) => void): unknown;
}): void {
  engine.on('connection', (raw) => {
    const socket = raw as EngineSocket;
    const flushNow = socket.flush.bind(socket);
    let soon = false;
    socket.flush = () => {
      if (soon) return;
      soon = true;
      setImmediate(() => {
        soon = false;
        flushNow();
      });
    };
    corkSends(socket.transport);
    socket.on('upgrade', corkSends);
  });
}
