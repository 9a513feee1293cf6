// Test support for printing: a stand-in network printer (a TCP listener on a loopback port that
// keeps what it receives) and a reader of ESC/POS bytes that turns them back into printed lines.
import { createServer, type Server, type Socket } from 'node:net';
import CodepageEncoder, { type Codepage } from '@point-of-sale/codepage-encoder';
import iconv from 'iconv-lite';

export interface FakePrinter {
  port: number;
  iface: string;
  /** Every ticket received (one per connection), as bytes. */
  received: Buffer[];
  /** Resolves with the next ticket that arrives (or one already arrived and not yet taken). */
  next(): Promise<Buffer>;
  close(): Promise<void>;
}

/** A printer listening on 127.0.0.1 (on `port`, or a free one). */
export async function startFakePrinter(port = 0): Promise<FakePrinter> {
  const received: Buffer[] = [];
  let taken = 0;
  const waiters: ((b: Buffer) => void)[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => {
      received.push(Buffer.concat(chunks));
      socket.end();
      const w = waiters.shift();
      if (w) w(received[taken++]!);
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    port: actual,
    iface: `tcp://127.0.0.1:${actual}`,
    received,
    next: () =>
      taken < received.length
        ? Promise.resolve(received[taken++]!)
        : new Promise<Buffer>((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nobody listens on (taken from the system, then let go). */
export async function closedPort(): Promise<number> {
  const p = await startFakePrinter();
  await p.close();
  return p.port;
}

/** Epson's code-table numbers (ESC t n) of the code pages the tickets use. */
const EPSON_TABLES: Record<number, Codepage> = {
  0: 'cp437',
  2: 'cp850',
  15: 'iso8859-7',
  16: 'windows1252',
  17: 'cp866',
  18: 'cp852',
  19: 'cp858',
  40: 'iso8859-15',
  45: 'windows1250',
  46: 'windows1251',
};

/** Commands of fixed length after their two-byte prefix (ESC x, GS x, FS x). */
const ARGS: Record<string, number> = {
  'ESC @': 0,
  'ESC M': 1,
  'ESC E': 1,
  'ESC G': 1,
  'ESC -': 1,
  'ESC 4': 1,
  'ESC !': 1,
  'ESC a': 1,
  'ESC d': 1,
  'ESC J': 1,
  'ESC 2': 0,
  'ESC 3': 1,
  'ESC {': 1,
  'GS !': 1,
  'GS B': 1,
  'FS .': 0,
  'FS &': 0,
};

/**
 * The commands of ESC/POS bytes in order ('ESC @', 'GS V', …), the text between them left out:
 * what the encoder emitted, to compare two tickets whose texts differ.
 */
export function escPosCommands(bytes: Uint8Array): string[] {
  const out: string[] = [];
  let kanji = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (kanji && !(b === 0x1c && bytes[i + 1] === 0x2e)) continue;
    if (b !== 0x1b && b !== 0x1d && b !== 0x1c) continue;
    const name = `${b === 0x1b ? 'ESC' : b === 0x1d ? 'GS' : 'FS'} ${String.fromCharCode(bytes[i + 1]!)}`;
    const n = name === 'ESC t' ? 1 : name === 'GS V' ? (bytes[i + 2]! >= 65 ? 2 : 1) : ARGS[name];
    if (n === undefined) throw new Error(`Unknown command ${name} at ${i}`);
    out.push([name, ...bytes.subarray(i + 2, i + 2 + n)].join(' '));
    if (name === 'FS &') kanji = true;
    if (name === 'FS .') kanji = false;
    i += 1 + n;
  }
  return out;
}

/** The line that stands for a cut of the paper in decoded tickets. */
export const CUT = '✂';

/**
 * The printed lines of ESC/POS bytes: text in the selected code table, GB18030 between FS & and
 * FS .; styles skipped; a cut ends a ticket ({@link CUT} stands for it); empty lines at the very
 * end left out. Throws on a command it does not know and on a control byte in text, so a test
 * never passes on bytes it did not read.
 */
export function decodeEscPos(bytes: Uint8Array): string[] {
  const lines: string[] = [];
  let line = '';
  let table: number[] = CodepageEncoder.getCodepoints('cp437', true);
  let kanji = false;
  let dbcs: number[] = [];
  const flushDbcs = () => {
    if (dbcs.length) line += iconv.decode(Buffer.from(dbcs), 'GB18030');
    dbcs = [];
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x1b || b === 0x1d || b === 0x1c) {
      const name = `${b === 0x1b ? 'ESC' : b === 0x1d ? 'GS' : 'FS'} ${String.fromCharCode(bytes[i + 1]!)}`;
      if (name === 'ESC t') {
        const cp = EPSON_TABLES[bytes[i + 2]!];
        if (!cp) throw new Error(`Unknown code table ${bytes[i + 2]}`);
        table = CodepageEncoder.getCodepoints(cp, true);
        i += 2;
        continue;
      }
      if (name === 'GS V') {
        const m = bytes[i + 2]!;
        i += m >= 65 ? 3 : 2;
        if (line) lines.push(line);
        line = '';
        lines.push(CUT);
        continue;
      }
      const n = ARGS[name];
      if (n === undefined) throw new Error(`Unknown command ${name} at ${i}`);
      if (name === 'FS &') kanji = true;
      if (name === 'FS .') {
        flushDbcs();
        kanji = false;
      }
      i += 1 + n;
      continue;
    }
    if (kanji) {
      dbcs.push(b);
      continue;
    }
    if (b === 0x0a) {
      lines.push(line);
      line = '';
    } else if (b === 0x0d) continue;
    else if (b < 0x20 || b === 0x7f) throw new Error(`Control byte ${b} in text at ${i}`);
    else line += String.fromCodePoint(table[b] ?? 0xfffd);
  }
  flushDbcs();
  if (line) lines.push(line);
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
