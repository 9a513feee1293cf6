/**
 * A bound on what one connection may leave unread. engine.io keeps each socket's packets in its
 * writeBuffer while the transport cannot write (the peer does not read: the TCP window is shut);
 * a client that answers the heartbeat (a pong needs no reading) but never reads would hold the
 * socket open and grow that buffer with every broadcast for ever. Past `maxPackets` packets or
 * `maxBytes` bytes waiting, the connection is closed and its transport torn down: a phone that
 * reads again reconnects and reads the cart afresh.
 */
export interface WriteBufferLimits {
  maxPackets: number;
  maxBytes: number;
}

/** Far above what a phone on a stalled network collects in the 20 s before it is let go. */
export const WRITE_BUFFER_LIMITS: WriteBufferLimits = { maxPackets: 1000, maxBytes: 4_000_000 };

interface Packet {
  data?: unknown;
}

/** The parts of an engine.io socket this module uses (engine.io 6.6, pinned). */
interface EngineSocket {
  writeBuffer: Packet[];
  transport: { name: string; socket?: { terminate?: () => void } };
  close(discard?: boolean): void;
  on(event: 'packetCreate', fn: (packet: Packet) => void): unknown;
}

const sizeOf = (p: Packet): number =>
  typeof p.data === 'string'
    ? p.data.length
    : ((p.data as { byteLength?: number } | undefined)?.byteLength ?? 0);

/** Below this many packets waiting, their bytes are not counted (the common case costs nothing). */
const COUNT_BYTES_FROM = 16;

/** Closes each connection of `engine` whose unread packets pass the limits (see above). */
export function boundWriteBuffers(
  engine: { on(event: 'connection', fn: (socket: unknown) => void): unknown },
  limits: WriteBufferLimits = WRITE_BUFFER_LIMITS,
  onDrop?: (waiting: { packets: number; bytes: number }) => void,
): void {
  engine.on('connection', (raw) => {
    const socket = raw as EngineSocket;
    let dropped = false;
    socket.on('packetCreate', (packet) => {
      if (dropped) return;
      const waiting = socket.writeBuffer;
      let bytes = 0;
      if (waiting.length >= COUNT_BYTES_FROM || sizeOf(packet) >= limits.maxBytes)
        bytes = waiting.reduce((n, p) => n + sizeOf(p), sizeOf(packet));
      if (waiting.length + 1 <= limits.maxPackets && bytes <= limits.maxBytes) return;
      dropped = true;
      onDrop?.({ packets: waiting.length + 1, bytes });
      // Outside engine.io's sendPacket, which goes on with this packet once its event returns.
      setImmediate(() => {
        socket.close(true);
        socket.transport.socket?.terminate?.();
      });
    });
  });
}
