import { describe, expect, it } from 'vitest';
import { isPlainText, plainText, plainTextDeep } from './plain-text';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');

describe('plainText', () => {
  it('removes every C0 control, DEL and every C1 control', () => {
    const controls = range(0x00, 0x1f) + '\u007f' + range(0x80, 0x9f);
    const out = plainText(`a${controls}b`);
    // Tab, LF, CR and NEL become spaces; CR LF is one break.
    expect(out).toBe('a    b');
    expect([...out].every((c) => c.charCodeAt(0) > 0x1f && (c < '\u007f' || c > '\u009f'))).toBe(
      true,
    );
  });

  it('leaves no ESC/POS command a printer would run', () => {
    expect(plainText('no onion\u001bp\u0000\u0019\u00fa')).toBe('no onionpú');
    expect(plainText('\u001d\u0056\u0042\u0000cut')).toBe('VBcut');
    expect(plainText('\u001b@reset\u001dv0raster')).toBe('@resetv0raster');
  });

  it('keeps line breaks as LF in multi-line text, spaces otherwise; tabs become spaces', () => {
    const text = 'one\r\ntwo\rthree\nfour\u2028five\u2029six\u0085seven\teight';
    expect(plainText(text, { multiline: true })).toBe(
      'one\ntwo\nthree\nfour\nfive\nsix\nseven eight',
    );
    expect(plainText(text)).toBe('one two three four five six seven eight');
  });

  it('removes bidi overrides and isolates and invisible format characters', () => {
    const disguised = 'a\u202Eb\u202Ac\u202Bd\u202Ce\u202Df\u2066g\u2067h\u2068i\u2069j';
    expect(plainText(disguised)).toBe('abcdefghij');
    expect(plainText('x\u200By\u200Ez\u200F\u061C\u2060\uFEFF\u00AD\u180E\uFFF9!')).toBe('xyz!');
  });

  it('keeps every printable script, emoji and the joiners they need', () => {
    const text = 'Crème brûlée · 三文鱼握寿司 · Ψάρι · Щи · 👨‍👩‍👧 · می‌خواهم · ½ € ¥';
    expect(plainText(text)).toBe(text);
    expect(isPlainText(text)).toBe(true);
  });

  it('drops surrogate halves without their pair, keeps pairs', () => {
    expect(plainText('a\uD83Db\uDE00c😀')).toBe('abc😀');
  });

  it('tells plain text from text that is not', () => {
    expect(isPlainText('no\u001bp')).toBe(false);
    expect(isPlainText('two\nlines')).toBe(false);
    expect(isPlainText('two\nlines', { multiline: true })).toBe(true);
  });
});

describe('plainTextDeep', () => {
  it('makes every string of a payload plain in place, one line or many by key', () => {
    const payload = {
      remark: 'no\u001bp\r\nonion',
      dish: { customer: 'Ann\u001b@\nBo', notes: ['a\u0007', 'b\r\nc', 3, null] },
      password: 'se\u0001cret',
    };
    const out = plainTextDeep(payload, (k) =>
      k === 'password' ? 'as-is' : k === 'customer' ? 'line' : 'multiline',
    );
    expect(out).toBe(payload);
    expect(payload).toEqual({
      remark: 'nop\nonion',
      dish: { customer: 'Ann@ Bo', notes: ['a', 'b\nc', 3, null] },
      password: 'se\u0001cret',
    });
    expect(plainTextDeep('x\u001by')).toBe('xy');
  });
});
