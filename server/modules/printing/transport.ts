// Sends bytes to a network printer: a TCP connection to its interface (`tcp://host:port`, port
// 9100 when left out, entry-home-service.md §7), the ticket written, the connection closed.
import { connect } from 'node:net';

/** Host and port of a printer interface, or null when it is not `tcp://host[:port]`. */
export function parseInterface(iface: string): { host: string; port: number } | null {
  const m = /^tcp:\/\/(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(iface.trim());
  if (!m) return null;
  const port = m[2] === undefined ? 9100 : Number(m[2]);
  if (port < 1 || port > 65535) return null;
  return { host: m[1]!.replace(/^\[|\]$/g, ''), port };
}

/** Why a send failed, in words staff can act on. */
export class PrinterUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrinterUnreachable';
  }
}

/** Writes `data` to the printer; rejects with PrinterUnreachable when it does not take it in time. */
export function sendToPrinter(iface: string, data: Uint8Array, timeoutMs = 5000): Promise<void> {
  const target = parseInterface(iface);
  if (!target) return Promise.reject(new PrinterUnreachable(`Not a printer address: ${iface}`));
  return new Promise((resolve, reject) => {
    let settled = false;
    const socket = connect({ host: target.host, port: target.port });
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(new PrinterUnreachable(`The printer at ${iface} ${why}`));
    };
    socket.setTimeout(timeoutMs, () => fail('did not answer in time'));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      fail(
        err.code === 'ECONNREFUSED'
          ? 'refused the connection (off or not listening)'
          : `failed: ${err.code ?? err.message}`,
      ),
    );
    socket.on('connect', () => {
      socket.end(data, () => {
        if (settled) return;
        settled = true;
        socket.setTimeout(0);
        resolve();
      });
    });
  });
}
