/**
 * The table name a diner types in lite mode's call-waiter drawer must be non-empty and shorter
 * than 30 characters (entry-home-service.md §5, §9 "Lite table name under 30 characters").
 */
export const LITE_TABLE_NAME_MAX = 29;

export type LiteTableNameProblem = 'empty' | 'tooLong';

/**
 * Why a typed table name is refused, or null when it may be sent. Blank text counts as empty;
 * characters are counted as the diner sees them (an emoji or an accented letter is one).
 */
export function liteTableNameProblem(name: unknown): LiteTableNameProblem | null {
  if (typeof name !== 'string') return 'empty';
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  return [...trimmed].length > LITE_TABLE_NAME_MAX ? 'tooLong' : null;
}
