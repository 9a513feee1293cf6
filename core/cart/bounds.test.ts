import { describe, expect, it } from 'vitest';
import { apply, diner, dish, table } from '../testing/fixtures';
import { CART_BOUNDS } from './bounds';

const A = diner('1');
const B = diner('2');
/** Exempt from the round rule, so only the bounds can refuse it. */
const drink = () => dish(1, { not_joining_global_limit: 1 });

const codeOf = (r: { ok: boolean }) =>
  r.ok ? 'ok' : (r as unknown as { violation: { code: string } }).violation.code;

describe('the cart bounds', () => {
  it(`takes ${CART_BOUNDS.maxLines} lines and refuses one more with CART_FULL, changing nothing`, () => {
    const t = table([drink()]);
    for (let i = 0; i < CART_BOUNDS.maxLines; i++)
      expect(
        codeOf(apply(t, { type: 'add', originId: 1, remark: `r${i}`, ...(i % 2 ? A : B) })),
      ).toBe('ok');
    const before = t.cart;
    expect(codeOf(apply(t, { type: 'add', originId: 1, remark: 'one more', ...A }))).toBe(
      'CART_FULL',
    );
    expect(t.cart).toBe(before);
    // Units on an existing line, and taking lines away, still work in a full cart.
    expect(codeOf(apply(t, { type: 'add', originId: 1, remark: 'r1', ...A }))).toBe('ok');
    expect(codeOf(apply(t, { type: 'deleteLines', lineIds: [t.cart.lines[0]!.id], ...B }))).toBe(
      'ok',
    );
    expect(codeOf(apply(t, { type: 'add', originId: 1, remark: 'one more', ...A }))).toBe('ok');
  });

  it(`takes ${CART_BOUNDS.maxLineUnits} units on a line and refuses one more with LINE_UNITS_EXCEEDED`, () => {
    const t = table([drink()]);
    expect(
      codeOf(apply(t, { type: 'add', originId: 1, count: CART_BOUNDS.maxLineUnits, ...A })),
    ).toBe('ok');
    const r = apply(t, { type: 'increment', lineId: t.cart.lines[0]!.id, ...A });
    expect(codeOf(r)).toBe('LINE_UNITS_EXCEEDED');
    expect(t.cart.lines[0]!.totalNum).toBe(CART_BOUNDS.maxLineUnits);
  });

  it(`takes a remark of ${CART_BOUNDS.maxRemarkLength} characters and refuses a longer one, when adding and when editing`, () => {
    const t = table([drink()]);
    const longest = 'x'.repeat(CART_BOUNDS.maxRemarkLength);
    expect(codeOf(apply(t, { type: 'add', originId: 1, remark: longest, ...A }))).toBe('ok');
    expect(codeOf(apply(t, { type: 'add', originId: 1, remark: `${longest}y`, ...A }))).toBe(
      'REMARK_TOO_LONG',
    );
    const line = t.cart.lines[0]!;
    expect(codeOf(apply(t, { type: 'edit', lineId: line.id, remark: `${longest}y`, ...A }))).toBe(
      'REMARK_TOO_LONG',
    );
    expect(t.cart.lines[0]!.remark).toBe(longest);
  });

  it('refuses a line that would make the cart larger than its size bound with CART_TOO_LARGE', () => {
    const t = table([drink()]);
    const heavy = Array.from({ length: CART_BOUNDS.maxCondiments }, (_, i) => ({
      name: `${'Condiment '.repeat(9)}${i}`,
      price: 0,
    }));
    let code = 'ok';
    let added = 0;
    while (code === 'ok' && added < CART_BOUNDS.maxLines) {
      code = codeOf(
        apply(t, {
          type: 'add',
          originId: 1,
          remark: `${'r'.repeat(150)}${added}`,
          condiments: heavy,
          ...A,
        }),
      );
      if (code === 'ok') added++;
    }
    expect(code).toBe('CART_TOO_LARGE');
    expect(added).toBeGreaterThan(0);
    expect(JSON.stringify(t.cart.lines).length).toBeLessThanOrEqual(CART_BOUNDS.maxCartChars);
  });
});
