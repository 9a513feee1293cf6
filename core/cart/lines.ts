/**
 * Cart lines (ordering.md §4 "Cart lines", §5): remark and condiment text, merging equal lines,
 * line prices and totals, and the recomputation of counts and excess units after every change.
 */
import { formatCents, fromCents, toCents } from '../price/money';
import type { RuleConfig } from '../rules/config';
import { r1Limits } from '../rules/limits';
import type { CartCondiment, CartDish, CartSetMealGroup, RuleDish } from './types';

/**
 * Encodes remark or condiment text for sending (ordering.md §5: "whitespace runs are sent as an
 * underscore"). Leading and trailing whitespace is dropped first.
 * Example: "no  onion\n please" → "no_onion_please".
 */
export function encodeCartText(text: string): string {
  return text.trim().replace(/\s+/g, '_');
}

/** Decodes sent remark or condiment text for display (ordering.md §5: "shown as spaces"). */
export function decodeCartText(text: string): string {
  return text.replace(/_/g, ' ');
}

/**
 * Condiments in their canonical form (ordering.md §3 condiments (name, price); §5 text encoding,
 * prices below 0 as 0): names encoded, prices to two decimals, sorted by name then price, so that
 * equal choices compare equal (§4 merging).
 */
export function normalizeCondiments(condiments: readonly CartCondiment[]): CartCondiment[] {
  return condiments
    .map((c) => ({ name: encodeCartText(c.name), price: fromCents(toCents(c.price)) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.price - b.price));
}

const setMealKey = (groups: readonly CartSetMealGroup[]): string =>
  [...groups]
    .sort((a, b) => a.groupId - b.groupId)
    .map(
      (g) =>
        `${g.groupId}:` +
        [...g.items]
          .filter((i) => i.totalNum > 0)
          .sort((a, b) => a.id - b.id)
          .map((i) => `${i.id}x${i.totalNum}`)
          .join(','),
    )
    .join(';');

/**
 * The identity of a line's content: same dish, same condiments, same remark (and the same set-meal
 * choices). Lines of one diner with the same key are merged (ordering.md §4 "adding merges into a
 * line with the same dish, condiments and remarks").
 */
export function lineContentKey(line: Pick<CartDish, 'originId' | 'condiments' | 'remark' | 'setMealGroups'>): string {
  const condiments = normalizeCondiments(line.condiments)
    .map((c) => `${c.name}@${toCents(c.price)}`)
    .join('|');
  return `${line.originId}#${condiments}#${encodeCartText(line.remark)}#${setMealKey(line.setMealGroups)}`;
}

/** Per-unit cents of the condiments on a line (ordering.md §3 local cart condimentsTotalPrice). */
export function condimentsCents(line: Pick<CartDish, 'condiments'>): number {
  return line.condiments.reduce((sum, c) => sum + toCents(c.price), 0);
}

/** Per-unit cents of the set-meal extras on a line (ordering.md §5: extra price times quantity of each course dish). */
export function setMealExtraCents(line: Pick<CartDish, 'setMealGroups'>): number {
  let cents = 0;
  for (const g of line.setMealGroups) for (const i of g.items) cents += toCents(i.extraPrice) * i.totalNum;
  return cents;
}

/**
 * A line's total in cents (ordering.md §3 local cart price, excessPrice, totalPrice,
 * excessTotalPrice, condimentsTotalPrice; §5 excess units priced at rule_lnr_limit_price):
 * normal units at originPrice, excess units at r1ExcessedPrice, and every unit pays its
 * condiments and set-meal extras. Prices below 0 count as 0.
 */
export function lineTotalCents(line: CartDish): number {
  const excess = Math.min(Math.max(0, line.excessedNum), line.totalNum);
  const normal = line.totalNum - excess;
  return (
    normal * toCents(line.originPrice) +
    excess * toCents(line.r1.r1ExcessedPrice) +
    line.totalNum * (condimentsCents(line) + setMealExtraCents(line))
  );
}

/** A line's total, two decimals (ordering.md §3 local cart totalPrice, §9 two decimals; see {@link lineTotalCents}). */
export function lineTotal(line: CartDish): number {
  return fromCents(lineTotalCents(line));
}

/** Units and money of a group of lines (ordering.md §3 ANALYSIS_OBJECT: totalNum, totalPrice). */
export function linesTotals(lines: readonly CartDish[]): { totalNum: number; totalPrice: number } {
  let totalNum = 0;
  let cents = 0;
  for (const line of lines) {
    totalNum += line.totalNum;
    cents += lineTotalCents(line);
  }
  return { totalNum, totalPrice: fromCents(cents) };
}

/**
 * The display text of a line's excess and condiment money (ordering.md §3
 * excessPriceAndCondimentsPriceForView): "+" and the sum with two decimals, or '' when none.
 */
export function excessAndCondimentsText(line: CartDish): string {
  const excess = Math.min(Math.max(0, line.excessedNum), line.totalNum);
  const cents = excess * toCents(line.r1.r1ExcessedPrice) + line.totalNum * condimentsCents(line);
  return cents > 0 ? `+${formatCents(cents)}` : '';
}

/** Rule facts the recomputation needs. */
export interface RecomputeContext {
  config: Pick<RuleConfig, 'autonomous'>;
  orderCustomerNum: number;
  getDish: (originId: number) => RuleDish | undefined;
  /** Units already sent per dish: for the table, and per customer. */
  historyUnits: (originId: number, userId: string | null) => number;
}

/**
 * Recomputes every line after a change (ordering.md §4 "count and excessCount recalculated after
 * every change; lines with total 0 or less are removed"; §5 excess units): drops lines of 0 units
 * or less, then, for dishes with a soft R1 limit (rule_lnr_limit_enable), hands the units still
 * allowed (limit minus history) to the lines in the order they were created and marks the rest as
 * excess units at rule_lnr_limit_price.
 */
export function recomputeLines(lines: readonly CartDish[], ctx: RecomputeContext): CartDish[] {
  const allowanceLeft = new Map<string, number>();
  const out: CartDish[] = [];
  for (const line of lines) {
    if (!(line.totalNum > 0)) continue;
    const dish = ctx.getDish(line.originId);
    const limits = dish ? r1Limits(dish, ctx.config, ctx.orderCustomerNum) : null;
    let excessedNum = 0;
    let excessPrice = 0;
    if (limits && limits.excessAllowed && limits.dishLimit !== null) {
      const scopeUser = limits.scope === 'customer' ? line.userId : null;
      const key = `${line.originId}|${scopeUser ?? '*'}`;
      const left = allowanceLeft.get(key) ?? Math.max(0, limits.dishLimit - ctx.historyUnits(line.originId, scopeUser));
      const normal = Math.min(left, line.totalNum);
      allowanceLeft.set(key, left - normal);
      excessedNum = line.totalNum - normal;
      excessPrice = limits.excessPrice;
    } else if (limits && limits.excessAllowed) {
      excessPrice = limits.excessPrice;
    }
    const next: CartDish = {
      ...line,
      excessedNum,
      isExcessed: excessedNum > 0,
      r1: { r1ExcessedPrice: fromCents(toCents(excessPrice)) },
    };
    next.excessPriceAndCondimentsPriceForView = excessAndCondimentsText(next);
    out.push(next);
  }
  return out;
}
