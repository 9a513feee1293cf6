import { describe, expect, it } from 'vitest';
import { commitMessageProblem, SUBJECT_MAX } from './commit-msg.mjs';

describe('commit-msg hook', () => {
  it('takes a short subject, with or without a body', () => {
    expect(commitMessageProblem('Cart: keep the key on retry\n')).toBeNull();
    expect(commitMessageProblem('Cart: keep the key\n\nWhy, with figures.\n')).toBeNull();
  });

  it('refuses a subject over the limit and says how long it is', () => {
    const long = 'x'.repeat(SUBJECT_MAX + 1);
    expect(commitMessageProblem(`${long}\n`)).toMatch(/73 characters/);
    expect(commitMessageProblem(`${'x'.repeat(SUBJECT_MAX)}\n`)).toBeNull();
  });

  it('refuses a body glued to the subject, and an empty message', () => {
    expect(commitMessageProblem('Subject\nbody right under it')).toMatch(/blank line/);
    expect(commitMessageProblem('# only a comment\n\n')).toMatch(/empty/);
  });

  it("lets git's own merge subjects through", () => {
    expect(commitMessageProblem(`Merge branch '${'w'.repeat(80)}'`)).toBeNull();
  });
});
