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
    .map((c) => ({
      ...(c.id !== undefined ? { id: c.id } : {}),
      name: encodeCartText(c.name),
      price: fromCents(toCents(c.price)),
    }))
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
export function lineContentKey(
  line: Pick<CartDish, 'originId' | 'condiments' | 'remark' | 'setMealGroups'>,
): string {
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
  for (const g of line.setMealGroups)
    for (const i of g.items) cents += toCents(i.extraPrice) * i.totalNum;
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
 * every change; lines with total 0 or less are removed"; §5 excess units priced at
 * rule_lnr_limit_price).
 *
 * Lines of 0 units or less are dropped. For a dish with a soft R1 limit (rule_lnr_limit_enable)
 * each line's excessedNum is kept as the line claimed it, and then, per dish and scope (customer
 * when autonomous, else table), the units still allowed (limit minus units sent) are settled:
 * if the lines hold more normal units than allowed, the newest lines' normal units become excess;
 * if fewer, excess units become normal, oldest lines first. Callers add new units as excess
 * units, so a diner's extra units never turn another diner's units into excess ones.
 */
export function recomputeLines(lines: readonly CartDish[], ctx: RecomputeContext): CartDish[] {
  const kept = lines.filter((l) => l.totalNum > 0);
  const excess = kept.map((l) => Math.min(Math.max(0, Math.floor(l.excessedNum) || 0), l.totalNum));
  const prices = kept.map(() => 0);
  const scopes = new Map<string, { allowance: number; indexes: number[] }>();
  kept.forEach((line, i) => {
    const dish = ctx.getDish(line.originId);
    const limits = dish ? r1Limits(dish, ctx.config, ctx.orderCustomerNum) : null;
    if (!limits || !limits.excessAllowed) {
      excess[i] = 0;
      return;
    }
    prices[i] = limits.excessPrice;
    if (limits.dishLimit === null) {
      excess[i] = 0;
      return;
    }
    const scopeUser = limits.scope === 'customer' ? line.userId : null;
    const key = `${line.originId}|${scopeUser ?? '*'}`;
    let scope = scopes.get(key);
    if (!scope) {
      scope = {
        allowance: Math.max(0, limits.dishLimit - ctx.historyUnits(line.originId, scopeUser)),
        indexes: [],
      };
      scopes.set(key, scope);
    }
    scope.indexes.push(i);
  });
  for (const { allowance, indexes } of scopes.values()) {
    let normal = indexes.reduce((sum, i) => sum + kept[i]!.totalNum - excess[i]!, 0);
    for (let k = indexes.length - 1; k >= 0 && normal > allowance; k--) {
      const i = indexes[k]!;
      const move = Math.min(normal - allowance, kept[i]!.totalNum - excess[i]!);
      excess[i]! += move;
      normal -= move;
    }
    for (const i of indexes) {
      if (normal >= allowance) break;
      const move = Math.min(allowance - normal, excess[i]!);
      excess[i]! -= move;
      normal += move;
    }
  }
  return kept.map((line, i) => {
    const next: CartDish = {
      ...line,
      excessedNum: excess[i]!,
      isExcessed: excess[i]! > 0,
      r1: { r1ExcessedPrice: fromCents(toCents(prices[i])) },
    };
    next.excessPriceAndCondimentsPriceForView = excessAndCondimentsText(next);
    return next;
  });
}
