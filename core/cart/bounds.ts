/**
 * The shared cart's bounds, all in one place: sizes no real table reaches, there so that no
 * phone (or script) can grow the cart, and with it every UPDATE_CART each diner at the table
 * receives, without end. Each is refused with its own code and text (violations.ts) and a message
 * in the diner's language; the app checks the same figures before sending, the server decides.
 *
 * - 200 lines: a party of 30 choosing 6 different dishes (or dish, condiment and remark variants)
 *   each in one round is 180; lines merge when dish, condiments and remark are equal.
 * - 99 units on one line: one press adds one; 99 portions of one dish for one diner is a typo or
 *   a script.
 * - 200 characters of remark: the remark box shows 4 rows ("no ice, sauce on the side, …").
 * - 50 condiments on one line: the demo's richest dish offers 12.
 * - 256 KiB of JSON for the waiting lines: 200 lines with long names, remarks and condiments stay
 *   well under it (a typical line is about 600 characters), while it caps what one UPDATE_CART
 *   can carry of the cart whatever the mix.
 */
export const CART_BOUNDS = {
  maxLines: 200,
  maxLineUnits: 99,
  maxRemarkLength: 200,
  maxCondiments: 50,
  maxCartChars: 256 * 1024,
} as const;

/** The size the cart's lines take on the wire, in characters of JSON (about bytes). */
export function cartLinesSize(lines: readonly unknown[]): number {
  return JSON.stringify(lines).length;
}
