/**
 * Text people typed, made plain: nothing in it a printer, a terminal or a screen reads as a
 * command or that hides or reorders what is shown. Removed: C0 controls, DEL, C1 controls,
 * bidirectional overrides and isolates, invisible format characters, lone surrogates.
 * Tabs become spaces; line breaks (CR LF, CR, LF, NEL, U+2028, U+2029) become one LF in
 * multi-line text and a space otherwise. ZWJ and ZWNJ stay: emoji and several scripts need them.
 */

/** Line breaks, each taken as one. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;

/**
 * What goes: C0 controls (tab and LF are handled before), DEL, C1, soft hyphen, Arabic letter
 * mark, Mongolian vowel separator, zero-width space, LRM/RLM, bidi embeddings, overrides and
 * isolates, word joiner and invisible operators, deprecated format characters, BOM, interlinear
 * annotation marks, and surrogate halves without their pair.
 */
const UNSEEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export interface PlainTextOptions {
  /** Keep line breaks (as LF) instead of turning them into spaces. @default false */
  multiline?: boolean;
}

/** `text` without control or format characters (see the file's comment). */
export function plainText(text: string, { multiline = false }: PlainTextOptions = {}): string {
  return text
    .replace(LINE_BREAK, multiline ? '\n' : ' ')
    .replace(/\t/g, ' ')
    .replace(UNSEEN, '');
}

/** True when `text` is already plain (multi-line when told). */
export function isPlainText(text: string, options?: PlainTextOptions): boolean {
  return plainText(text, options) === text;
}

/** How plainTextDeep treats the strings under a key. */
export type KeyText = 'multiline' | 'line' | 'as-is';

/**
 * Every string in a parsed JSON value made plain, in place: multi-line unless `byKey` says the
 * key holds one line ('line') or a secret compared as sent ('as-is'). Keys stay as they are.
 * Walks without recursion.
 */
export function plainTextDeep<T>(value: T, byKey: (key: string) => KeyText = () => 'multiline'): T {
  if (typeof value === 'string') return plainText(value, { multiline: true }) as T;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) continue;
    const record = v as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (typeof item === 'string') {
        const kind = byKey(key);
        if (kind === 'as-is') continue;
        const plain = plainText(item, { multiline: kind === 'multiline' });
        if (plain !== item) record[key] = plain;
      } else if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return value;
}
