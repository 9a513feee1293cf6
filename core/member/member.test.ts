import { describe, expect, it } from 'vitest';
import { formatMemberPhone, memberKeyPasses, phoneDigits } from './member';

describe('member key check', () => {
  it('passes only with a key and the member login feature on', () => {
    expect(memberKeyPasses('tavola-sakura', true)).toBe(true);
    expect(memberKeyPasses('tavola-sakura', false)).toBe(false);
    expect(memberKeyPasses('', true)).toBe(false);
    expect(memberKeyPasses('   ', true)).toBe(false);
    expect(memberKeyPasses(null, true)).toBe(false);
  });
});

describe('phone numbers', () => {
  it('keeps the digits of what a member types', () => {
    expect(phoneDigits('+39 333 123 4567')).toBe('393331234567');
    expect(phoneDigits('0039 (333) 123-4567')).toBe('393331234567');
    expect(phoneDigits('333.123.4567')).toBe('3331234567');
  });
  it('refuses anything but digits and separators', () => {
    expect(phoneDigits('333 abc')).toBe('');
    expect(phoneDigits('')).toBe('');
    expect(phoneDigits('++39')).toBe('');
  });
  it('groups a number for display', () => {
    expect(formatMemberPhone('+39', '3331234567')).toBe('+39 333 123 4567');
    expect(formatMemberPhone('39', '1234')).toBe('+39 1234');
  });
});
