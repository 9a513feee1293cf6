/**
 * Tickets: what a printer prints, as a document (stored with its print job, so a retried ticket
 * prints what it would have printed at first), its lines at a paper width, and its ESC/POS bytes.
 *
 * Encoding: @point-of-sale/receipt-printer-encoder builds the ESC/POS commands and picks a single-
 * byte code page for each run of Latin, Greek or Cyrillic text (Epson's code-table numbers). It has
 * no double-byte support (its author says so), so a run of Chinese text is sent the way Chinese
 * ESC/POS printers read it: double-byte (Kanji) mode on (FS &), the text in GB18030 (iconv-lite),
 * and single-byte mode back (FS .). A printer without a Chinese font (cjk 'none') gets '?' instead.
 * Lines are laid out here, a CJK character taking two columns, so the encoder never wraps them.
 * Every text is made plain first (core/text): the only control bytes a printer gets are the
 * encoder's own, whatever a stored or imported text holds.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import iconv from 'iconv-lite';
import { plainText } from '../../../core/text/plain-text';

/** One dish on a ticket. */
export interface TicketItem {
  quantity: number;
  name: string;
  /** The second name (print rule 14), often the Chinese one; '' when not printed. */
  name2: string;
  /** Lines under the dish: excess, customer, condiments, remark, set-menu contents. */
  notes: string[];
}

export interface Ticket {
  /** In large type: the table (or the takeaway order). */
  title: string;
  /** Round, station, order and time. */
  meta: string[];
  items: TicketItem[];
  footer: string[];
  /** Copies to print (print rule 24). */
  copies: number;
}

/** How a printer takes text. */
export interface TicketFormat {
  columns: 32 | 42 | 48;
  cjk: 'gb18030' | 'none';
}

const CJK =
  /[\u1100-\u11FF\u2E80-\u303F\u3040-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA960-\uA97F\uAC00-\uD7FF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/** Columns a text takes on the paper: a CJK character takes two. */
export function displayWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += CJK.test(ch) ? 2 : 1;
  return w;
}

/**
 * Wraps a text to `width` columns, at spaces where it can and inside a word (or between CJK
 * characters) where it must; lines after the first start with `indent`.
 */
export function wrapText(text: string, width: number, indent = ''): string[] {
  const lines: string[] = [];
  // Spaces that start the text are its own indent on the first line.
  let line = /^ */.exec(text)![0];
  const room = () => width - (lines.length === 0 ? 0 : indent.length);
  const push = () => {
    lines.push((lines.length === 0 ? '' : indent) + line.trimEnd());
    line = '';
  };
  for (const word of text.trim().split(/(\s+)/u)) {
    if (word === '') continue;
    if (/^\s+$/u.test(word)) {
      if (line.trim()) line += ' ';
      continue;
    }
    if (displayWidth(line + word) <= room()) {
      line += word;
      continue;
    }
    if (line.trim() && displayWidth(word) <= width - indent.length) {
      push();
      line = word;
      continue;
    }
    for (const ch of word) {
      if (displayWidth(line + ch) > room()) push();
      line += ch;
    }
  }
  if (line.trim() || lines.length === 0) push();
  return lines;
}

const INDENT = '    ';

/** The ticket's lines, in order, as the paper shows them (the title at double width). */
export function ticketLines(t: Ticket, f: Pick<TicketFormat, 'columns'>): string[] {
  return ticketBlocks(t, f).flatMap((b) => b.lines);
}

interface Block {
  lines: string[];
  big?: boolean;
  bold?: boolean;
}

function ticketBlocks(t: Ticket, { columns }: Pick<TicketFormat, 'columns'>): Block[] {
  const rule = '-'.repeat(columns);
  // The last line of defence: no text a person typed reaches the paper as a command.
  const wrap = (text: string, width: number, indent?: string) =>
    wrapText(plainText(text), width, indent);
  const blocks: Block[] = [
    { lines: wrap(t.title, Math.floor(columns / 2)), big: true, bold: true },
    { lines: t.meta.flatMap((m) => wrap(m, columns)) },
    { lines: [rule] },
  ];
  for (const item of t.items) {
    blocks.push({
      lines: wrap(`${item.quantity} x ${item.name}`, columns, INDENT),
      bold: true,
    });
    const under = [...(item.name2 ? [item.name2] : []), ...item.notes];
    if (under.length)
      blocks.push({
        lines: under.flatMap((n) => wrap(INDENT + n, columns, INDENT)),
      });
  }
  blocks.push({ lines: [rule] });
  if (t.footer.length) blocks.push({ lines: t.footer.flatMap((m) => wrap(m, columns)) });
  return blocks;
}

/** Code pages the encoder may pick for single-byte text, Western European first. */
const CODEPAGES = [
  'cp858',
  'cp437',
  'cp850',
  'windows1252',
  'iso8859-15',
  'cp852',
  'windows1250',
  'iso8859-7',
  'cp866',
  'windows1251',
] as const;

/** Double-byte (Kanji) mode on / off: FS & and FS . */
const KANJI_ON = [0x1c, 0x26];
const KANJI_OFF = [0x1c, 0x2e];

function writeLine(e: ReceiptPrinterEncoder, text: string, f: TicketFormat): void {
  // The encoder drops spaces at the start of a line; an indent goes out as bytes of its own.
  const indent = /^ */.exec(text)![0].length;
  if (indent) e.raw(new Array<number>(indent).fill(0x20));
  const line = text.slice(indent);
  let run = '';
  let runIsCjk = false;
  const flush = () => {
    if (!run) return;
    if (!runIsCjk) e.text(run);
    else if (f.cjk === 'gb18030')
      e.raw([...KANJI_ON, ...iconv.encode(run, 'GB18030'), ...KANJI_OFF]);
    else e.text('?'.repeat(displayWidth(run)));
    run = '';
  };
  for (const ch of line) {
    const cjk = CJK.test(ch);
    if (cjk !== runIsCjk) {
      flush();
      runIsCjk = cjk;
    }
    run += ch;
  }
  flush();
  e.newline();
}

/** The ESC/POS bytes of a ticket (every copy, each cut). */
export function encodeTicket(t: Ticket, f: TicketFormat): Uint8Array {
  const e = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: f.columns,
    newline: '\n',
    codepageMapping: 'epson',
    codepageCandidates: [...CODEPAGES],
  });
  // 'auto': each run of text in the first code page that has all of its characters.
  e.initialize().codepage('auto');
  const blocks = ticketBlocks(t, f);
  for (let copy = 0; copy < Math.max(1, t.copies); copy++) {
    for (const b of blocks) {
      if (b.big) e.size(2, 2);
      if (b.bold) e.bold(true);
      for (const line of b.lines) writeLine(e, line, f);
      if (b.bold) e.bold(false);
      if (b.big) e.size(1, 1);
    }
    e.cut('partial');
  }
  return e.encode();
}
