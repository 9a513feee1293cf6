/**
 * The rule configuration the limits run with, resolved from the restaurant settings read by name
 * and the business-hour rule in force (ordering.md §3 "Settings read by name", §9 constants).
 */
import { SETTINGS, readSetting, type Settings } from '../settings/catalog';

export { DEFAULT_MENU_ID } from '../settings/catalog';

/** Default round duration in milliseconds (ordering.md §9: 600000 ms, 10 min). */
export const DEFAULT_TURN_MS = 600_000;
/** Default round duration in minutes (ordering.md §9). */
export const DEFAULT_TURN_MINUTES = DEFAULT_TURN_MS / 60_000;
/** Default maximum dishes per round (ordering.md §9: 100). */
export const DEFAULT_TURN_DISHES = 100;
/** Default maximum rounds (ordering.md §9: 10). */
export const DEFAULT_MAX_TURN = 10;
/** Fallbacks when business-hour mode is on (ordering.md §9: turn_dishes 1, turn_mins 1, max turn 2). */
export const BUSINESS_HOUR_FALLBACK = { turnDishes: 1, turnMinutes: 1, maxTurn: 2 } as const;
/** Default category limit (ordering.md §9: 9999). */
export const DEFAULT_CATEGORY_LIMIT = 9999;
/** A limit of 999 or more means unlimited (ordering.md §9, §5). */
export const UNLIMITED_FROM = 999;
/** Condiment and remark editing is cancelled under 5 s left in the round (ordering.md §4, §5, §9). */
export const EDIT_LOCK_MS = 5_000;
/** Lock before another manual next-turn request (ordering.md §9: 10 s). */
export const NEXT_TURN_LOCK_MS = 10_000;
/** Cart submit time-out (ordering.md §9: 6000 ms). */
export const SUBMIT_TIMEOUT_MS = 6_000;
/** Table id of quick service / takeaway (ordering.md §9: -1). */
export const TAKEAWAY_TABLE_ID = -1;

/** The rules a cart is checked against. */
export interface RuleConfig {
  /**
   * rule-autonomous-meal status: each diner orders as their own customer. When on, limits apply
   * per customer (turn_dishes, rule_lnr_max_num, category_order_limit as they are); when off the
   * table shares them and they are multiplied by the order's customer count.
   */
  autonomous: boolean;
  /** rule-local-dish-limit enable: per-dish caps inside set-menu groups (ordering.md §5). */
  localDishLimit: boolean;
  /** rule-global-turn-limit enable: the per-round dish limit and the round timer apply (R3). */
  turnLimitEnabled: boolean;
  /** Dishes per round (per person when not autonomous). */
  turnDishes: number;
  /** Round duration in minutes. */
  turnMinutes: number;
  /** Maximum rounds (rule-global-turn-max-number, or the business rule's max_turn). */
  maxTurn: number;
  /** one_turn_one_time_send: each round may be sent once. */
  oneTurnOneTimeSend: boolean;
}

/** The round fields of the business-hour rule in force (ordering.md §3 "Business-hour rule"). */
export interface BusinessTurnRule {
  turn_dishes?: number | string | null;
  turn_mins?: number | string | null;
  max_turn?: number | string | null;
}

const positive = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '' || typeof v === 'boolean') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** Where a round value in force comes from (see {@link resolveRoundValues}). */
export type RoundValueSource = 'rule' | 'global' | 'fallback';

/** The round values in force and where each comes from. */
export interface RoundValues {
  turnDishes: number;
  turnMinutes: number;
  maxTurn: number;
  from: { turnDishes: RoundValueSource; turnMinutes: RoundValueSource; maxTurn: RoundValueSource };
}

/**
 * The round values in force (ordering.md §3 Business-hour rule turn_dishes, turn_mins, max_turn;
 * settings rule-global-turn-limit turn_dishes, turn_mins and rule-global-turn-max-number; §9
 * defaults). Each value is, in this order: the business-hour rule's own when business-hour mode
 * is on and the rule in force sets it; else the global setting when it is set; else the spec's
 * fallback (1 dish, 1 minute, 2 rounds with business-hour mode on; 100, 10, 10 otherwise). The
 * server runs the rounds with these and sends them in the cart's r3; the phone shows what the
 * cart says, and the console shows the same resolution.
 */
export function resolveRoundValues(
  settings: Settings,
  business: { mode: boolean; rule?: BusinessTurnRule | null } = { mode: false },
): RoundValues {
  const turnLimit = readSetting(settings, SETTINGS.turnLimit);
  const fallback = business.mode
    ? BUSINESS_HOUR_FALLBACK
    : {
        turnDishes: DEFAULT_TURN_DISHES,
        turnMinutes: DEFAULT_TURN_MINUTES,
        maxTurn: DEFAULT_MAX_TURN,
      };
  const rule = business.mode ? business.rule : null;
  const pick = (
    own: unknown,
    global: number | null | undefined,
    last: number,
  ): [number, RoundValueSource] => {
    const fromRule = positive(own);
    if (fromRule !== null) return [fromRule, 'rule'];
    const fromGlobal = positive(global);
    if (fromGlobal !== null) return [fromGlobal, 'global'];
    return [last, 'fallback'];
  };
  const [turnDishes, dishesFrom] = pick(
    rule?.turn_dishes,
    turnLimit.turnDishes,
    fallback.turnDishes,
  );
  const [turnMinutes, minutesFrom] = pick(
    rule?.turn_mins,
    turnLimit.turnMinutes,
    fallback.turnMinutes,
  );
  const [maxTurn, maxFrom] = pick(
    rule?.max_turn,
    readSetting(settings, SETTINGS.turnMaxNumber),
    fallback.maxTurn,
  );
  return {
    turnDishes: Math.floor(turnDishes),
    turnMinutes,
    maxTurn: Math.floor(maxTurn),
    from: { turnDishes: dishesFrom, turnMinutes: minutesFrom, maxTurn: maxFrom },
  };
}

/**
 * Resolves the rule configuration (ordering.md §3 settings rule-autonomous-meal (status),
 * rule-local-dish-limit (enable), rule-global-turn-limit (enable), one_turn_one_time_send), with
 * the round values of {@link resolveRoundValues}.
 */
export function resolveRuleConfig(
  settings: Settings,
  business: { mode: boolean; rule?: BusinessTurnRule | null } = { mode: false },
): RuleConfig {
  const round = resolveRoundValues(settings, business);
  return {
    autonomous: readSetting(settings, SETTINGS.autonomousMeal),
    localDishLimit: readSetting(settings, SETTINGS.localDishLimit),
    turnLimitEnabled: readSetting(settings, SETTINGS.turnLimit).enabled,
    turnDishes: round.turnDishes,
    turnMinutes: round.turnMinutes,
    maxTurn: round.maxTurn,
    oneTurnOneTimeSend: readSetting(settings, SETTINGS.oneTurnOneTimeSend),
  };
}

/** The rule configuration with every default of ordering.md §9 and every optional rule off. */
export const DEFAULT_RULE_CONFIG: RuleConfig = {
  autonomous: false,
  localDishLimit: false,
  turnLimitEnabled: false,
  turnDishes: DEFAULT_TURN_DISHES,
  turnMinutes: DEFAULT_TURN_MINUTES,
  maxTurn: DEFAULT_MAX_TURN,
  oneTurnOneTimeSend: false,
};

/**
 * The customer id a diner orders as (ordering.md §5, entry-home-service.md §6: "empty or '0' is
 * treated as '1'"; default customer number 1).
 */
export function normalizeCustomerId(customer: string | number | null | undefined): string {
  const s = customer === null || customer === undefined ? '' : String(customer).trim();
  return s === '' || s === '0' ? '1' : s;
}
