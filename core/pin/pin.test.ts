import { describe, expect, it } from 'vitest';
import { classifyPinEntry, isValidPin, pinChangeProblem } from './pin';

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

describe('pinChangeProblem', () => {
  it('needs the employee account and password, blank or not', () => {
    expect(pinChangeProblem('', 'secret', '1234', false)).toBe('account');
    expect(pinChangeProblem('  ', 'secret', '1234', false)).toBe('account');
    expect(pinChangeProblem('1001', '', '1234', false)).toBe('account');
    expect(pinChangeProblem('', '', '', true)).toBe('account');
  });

  it('needs a 4-digit new PIN to set one, none to cancel', () => {
    expect(pinChangeProblem('1001', 'secret', '', false)).toBe('newPin');
    expect(pinChangeProblem('1001', 'secret', '12', false)).toBe('newPin');
    expect(pinChangeProblem('1001', 'secret', '1234', false)).toBeNull();
    expect(pinChangeProblem('1001', 'secret', '', true)).toBeNull();
  });
});
