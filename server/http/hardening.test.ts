import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CSP_DIRECTIVES, REACT_ARIA_PRESS_STYLE_HASH, jsonProblem } from './hardening';

describe('jsonProblem', () => {
  it('finds NUL characters, raw or escaped, but not an escaped backslash before u0000', () => {
    expect(jsonProblem('{"a":"x\u0000"}')).toMatch(/NUL/);
    expect(jsonProblem('{"a":"x\\u0000"}')).toMatch(/NUL/);
    expect(jsonProblem('{"a":"x\\\\u0000"}')).toBeNull();
    expect(jsonProblem('{"a":"\\"[[[["}')).toBeNull();
  });

  it('counts nesting outside strings only', () => {
    expect(jsonProblem('['.repeat(32) + ']'.repeat(32))).toBeNull();
    expect(jsonProblem('['.repeat(33) + ']'.repeat(33))).toMatch(/nested/);
    expect(jsonProblem(`{"a":"${'['.repeat(100)}"}`)).toBeNull();
  });
});

describe('Content-Security-Policy', () => {
  it("allows exactly the <style> react-aria's usePress adds, by hash", () => {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('react-aria/package.json'));
    const source = readFileSync(join(root, 'dist/private/interactions/usePress.mjs'), 'utf8');
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
    const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
    expect(attribute).toBeTruthy();
    expect(template).toBeTruthy();
    const text = template!.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute!).trim();
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(hash).toBe(REACT_ARIA_PRESS_STYLE_HASH);
    expect(CSP_DIRECTIVES.styleSrc).toContain(hash);
    expect(CSP_DIRECTIVES.styleSrc).not.toContain("'unsafe-inline'");
  });
});
