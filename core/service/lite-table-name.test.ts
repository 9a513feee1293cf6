import { describe, expect, it } from 'vitest';
import { LITE_TABLE_NAME_MAX, liteTableNameProblem } from './lite-table-name';

describe('liteTableNameProblem', () => {
  it('accepts a name of 1 to 29 characters', () => {
    expect(liteTableNameProblem('T')).toBeNull();
    expect(liteTableNameProblem('Terrace 4')).toBeNull();
    expect(liteTableNameProblem('x'.repeat(LITE_TABLE_NAME_MAX))).toBeNull();
  });

  it('refuses an empty or blank name', () => {
    expect(liteTableNameProblem('')).toBe('empty');
    expect(liteTableNameProblem('   \n')).toBe('empty');
    expect(liteTableNameProblem(undefined)).toBe('empty');
    expect(liteTableNameProblem(12)).toBe('empty');
  });

  it('refuses 30 characters or more', () => {
    expect(liteTableNameProblem('x'.repeat(30))).toBe('tooLong');
    expect(liteTableNameProblem('x'.repeat(500))).toBe('tooLong');
  });

  it('counts what the diner sees, not UTF-16 units, and ignores surrounding spaces', () => {
    expect(liteTableNameProblem('🍣'.repeat(29))).toBeNull();
    expect(liteTableNameProblem(`  ${'x'.repeat(29)}  `)).toBeNull();
  });
});
