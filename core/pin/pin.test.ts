import { describe, expect, it } from 'vitest';
import { classifyPinEntry, isValidPin } from './pin';

describe('isValidPin', () => {
  it('accepts exactly four digits', () => {
    expect(isValidPin('0000')).toBe(true);
    expect(isValidPin('4821')).toBe(true);
  });

  it('refuses three or five digits', () => {
    expect(isValidPin('482')).toBe(false);
    expect(isValidPin('48211')).toBe(false);
  });

  it('refuses letters, spaces, non-ASCII digits and non-strings', () => {
    expect(isValidPin('48a1')).toBe(false);
    expect(isValidPin(' 4821')).toBe(false);
    expect(isValidPin('4821\n')).toBe(false);
    expect(isValidPin('٤٨٢١')).toBe(false);
    expect(isValidPin(4821)).toBe(false);
    expect(isValidPin(null)).toBe(false);
  });
});

describe('classifyPinEntry', () => {
  it('ignores an empty entry, hints on a malformed one and checks a valid one', () => {
    expect(classifyPinEntry('')).toBe('empty');
    expect(classifyPinEntry('12')).toBe('malformed');
    expect(classifyPinEntry('1234')).toBe('valid');
  });
});
