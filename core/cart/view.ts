/**
 * The cart as the protocol carries it (ordering.md §3 "Cart metadata") and the history summaries
 * (ordering.md §3 "History response: dish_round_customer_data, round_customer_dish_data").
 */
import type { RuleConfig } from '../rules/config';
import { countUnits, personsOf, r3TurnLimit } from '../rules/limits';
import { linesTotals } from './lines';
import type { CartDish, CartMetadata, CartState, HistoryDish, TurnItems } from './types';

/** Groups lines per turn: a list per user name, ALL, and ANALYSIS_OBJECT totals (ordering.md §3). */
export function groupByTurn(lines: readonly CartDish[]): Record<string, TurnItems> {
  const byTurn = new Map<number, CartDish[]>();
  for (const line of lines) {
    const list = byTurn.get(line.turn) ?? [];
    list.push(line);
    byTurn.set(line.turn, list);
  }
  const out: Record<string, TurnItems> = {};
  for (const turn of [...byTurn.keys()].sort((a, b) => a - b)) {
    const all = byTurn.get(turn) ?? [];
    const items: TurnItems = { ALL: all, ANALYSIS_OBJECT: linesTotals(all) };
    for (const line of all) {
      const list = (items[line.userName] as CartDish[] | undefined) ?? [];
      list.push(line);
      items[line.userName] = list;
    }
    out[String(turn)] = items;
  }
  return out;
}

/**
 * Units of one turn that join the round rule (r3Enable) among lines: one customer's when
 * `userId` is given (autonomous ordering: the round limit is each diner's), else the table's.
 */
export function roundUnits(
  lines: readonly CartDish[],
  turn: number,
  userId: string | null,
): number {
  return countUnits(
    lines,
    (l) => l.r3Enable && l.turn === turn && (userId === null || l.userId === userId),
  );
}

/**
 * A diner's round counts read from the cart's own lines (ordering.md §3 r3TotalNum,
 * r3HistoryTotalNum, r3HistoryDishes): their own under autonomous ordering, the table's
 * otherwise. Every phone of a table receives the same broadcast cart, so each one works out its
 * own figures from the lines rather than reading counts made for another diner.
 */
export function roundCountsFor(
  cart: Pick<CartMetadata, 'items' | 'historyItems' | 'r3'>,
  config: Pick<RuleConfig, 'autonomous'>,
  viewerUserId: string,
): { inCart: number; sent: number; history: { turn: number; totalNum: number }[] } {
  const lines = (items: CartMetadata['items']) =>
    Object.values(items ?? {}).flatMap((t) => t.ALL ?? []);
  const who = config.autonomous ? viewerUserId : null;
  const sentLines = lines(cart.historyItems);
  const turns = [...new Set(sentLines.map((l) => l.turn))].sort((a, b) => a - b);
  return {
    inCart: roundUnits(lines(cart.items), cart.r3.nowTurn, who),
    sent: roundUnits(sentLines, cart.r3.nowTurn, who),
    history: turns.map((turn) => ({ turn, totalNum: roundUnits(sentLines, turn, who) })),
  };
}

/**
 * Builds the cart metadata the realtime channel sends (ordering.md §3 "Cart metadata"; INIT_CART,
 * UPDATE_CART). The round counts are the table's; with autonomous ordering and a `viewerUserId`
 * they are that customer's, as the round limit applies per customer then.
 */
export function toCartMetadata(
  cart: CartState,
  history: readonly HistoryDish[],
  config: RuleConfig,
  orderCustomerNum: number,
  viewerUserId?: string,
): CartMetadata {
  const scoped = config.autonomous && viewerUserId !== undefined;
  const mine = (l: CartDish) => !scoped || l.userId === viewerUserId;
  const users: { userName: string }[] = [];
  const seen = new Set<string>();
  for (const l of [...history, ...cart.lines]) {
    if (!seen.has(l.userName)) {
      seen.add(l.userName);
      users.push({ userName: l.userName });
    }
  }
  const turns = [...new Set(history.map((h) => h.turn))].sort((a, b) => a - b);
  return {
    id: cart.id,
    orderId: cart.orderId,
    tableId: cart.tableId,
    users,
    items: groupByTurn(cart.lines),
    historyItems: groupByTurn(history),
    orderCustomerNum,
    r3TotalNum: countUnits(cart.lines, (l) => l.r3Enable && l.turn === cart.nowTurn && mine(l)),
    r3HistoryTotalNum: countUnits(history, (l) => l.r3Enable && l.turn === cart.nowTurn && mine(l)),
    r3HistoryDishes: turns.map((turn) => ({
      turn,
      totalNum: countUnits(history, (l) => l.r3Enable && l.turn === turn && mine(l)),
    })),
    r3: {
      nowTurn: cart.nowTurn,
      r3MaxTurn: config.maxTurn,
      nowTurnStartDate: cart.nowTurnStartDate,
      r3MinutePerTurn: config.turnMinutes,
      r3MaxDishPerTurn: r3TurnLimit(config, orderCustomerNum),
      r3IsMaxDishWithCustomerNum: !config.autonomous,
    },
  };
}

/**
 * The rule configuration with the round values the server runs the cart with, read back from the
 * cart's r3 (the inverse of {@link toCartMetadata}'s r3): minutes per round, maximum rounds and
 * dishes per round (per person when the table shares the round limit). The server resolves them
 * (resolveRoundValues: the business rule's own, the global settings, the fallbacks); a phone
 * counts down and checks with these, never with its own reading of the settings.
 */
export function roundConfigOf(
  config: RuleConfig,
  r3: Pick<
    CartMetadata['r3'],
    'r3MaxTurn' | 'r3MinutePerTurn' | 'r3MaxDishPerTurn' | 'r3IsMaxDishWithCustomerNum'
  >,
  orderCustomerNum: number,
): RuleConfig {
  // Whether diners order as their own customers stays the restaurant's switch (its settings); the
  // flag says only how the server counted the dishes per round it sent.
  const perPerson = r3.r3IsMaxDishWithCustomerNum;
  return {
    ...config,
    turnMinutes: r3.r3MinutePerTurn,
    maxTurn: r3.r3MaxTurn,
    turnDishes: perPerson
      ? Math.floor(r3.r3MaxDishPerTurn / personsOf(orderCustomerNum))
      : r3.r3MaxDishPerTurn,
  };
}

/**
 * The lines one committed change of the cart touched, as the table's diners receive it instead of
 * the whole cart (CHAT_MESSAGE content.event UPDATE_DISH_COUNT, ordering.md §7): the lines added
 * or changed, the ids removed, the turn, and the cart's store version before and after. A phone
 * holding `baseVersion` applies it; one holding less has missed a change and asks for the whole
 * cart (/cart2/connect). The order's history is not in it: it changes only with a round, whose
 * UPDATE_CART carries it.
 */
export interface CartLinesChange {
  orderId: number;
  baseVersion: number;
  version: number;
  nowTurn: number;
  nowTurnStartDate: number;
  lines: CartDish[];
  removed: string[];
}

/** What changed between two states of a cart (lines compared by id, then by value). */
export function cartLinesChange(
  before: CartState,
  after: CartState,
  baseVersion: number,
  version: number,
): CartLinesChange {
  const was = new Map(before.lines.map((l) => [l.id, l]));
  const lines = after.lines.filter((l) => {
    const old = was.get(l.id);
    return old !== l && (!old || JSON.stringify(old) !== JSON.stringify(l));
  });
  const now = new Set(after.lines.map((l) => l.id));
  return {
    orderId: after.orderId,
    baseVersion,
    version,
    nowTurn: after.nowTurn,
    nowTurnStartDate: after.nowTurnStartDate,
    lines,
    removed: before.lines.filter((l) => !now.has(l.id)).map((l) => l.id),
  };
}

/**
 * A cart (as the server last sent it whole, with its version) with a lines change applied, worked
 * out as toCartMetadata does for the table (changed lines in place, new ones last, as the reducer
 * keeps them). 'stale' when the cart already holds that version or a later one, or belongs to
 * another order; 'gap' when a change between them was missed (ask for the whole cart).
 */
export function applyCartLinesChange<C extends CartMetadata & { version: number }>(
  cart: C,
  change: CartLinesChange,
): C | 'stale' | 'gap' {
  if (change.orderId !== cart.orderId || change.version <= cart.version) return 'stale';
  if (change.baseVersion !== cart.version) return 'gap';
  const changed = new Map(change.lines.map((l) => [l.id, l]));
  const removed = new Set(change.removed);
  const held = Object.keys(cart.items)
    .sort((a, b) => Number(a) - Number(b))
    .flatMap((turn) => cart.items[turn]?.ALL ?? []);
  const lines: CartDish[] = [];
  for (const l of held) {
    if (removed.has(l.id)) continue;
    lines.push(changed.get(l.id) ?? l);
    changed.delete(l.id);
  }
  lines.push(...changed.values());
  const history = Object.values(cart.historyItems).flatMap((t) => t.ALL ?? []);
  const users: { userName: string }[] = [];
  const seen = new Set<string>();
  for (const l of [...history, ...lines]) {
    if (!seen.has(l.userName)) {
      seen.add(l.userName);
      users.push({ userName: l.userName });
    }
  }
  const nowTurn = change.nowTurn;
  return {
    ...cart,
    version: change.version,
    users,
    items: groupByTurn(lines),
    r3TotalNum: countUnits(lines, (l) => l.r3Enable && l.turn === nowTurn),
    r3HistoryTotalNum: countUnits(history, (l) => l.r3Enable && l.turn === nowTurn),
    r3: { ...cart.r3, nowTurn, nowTurnStartDate: change.nowTurnStartDate },
  };
}

/** Units sent per dish, round and customer (ordering.md §3 dish_round_customer_data). */
export function dishRoundCustomerData(
  history: readonly HistoryDish[],
): Record<string, Record<string, Record<string, number>>> {
  const out: Record<string, Record<string, Record<string, number>>> = {};
  for (const h of history) {
    const byRound = (out[String(h.originId)] ??= {});
    const byCustomer = (byRound[String(h.turn)] ??= {});
    byCustomer[h.userId] = (byCustomer[h.userId] ?? 0) + h.totalNum;
  }
  return out;
}

/** Units sent per round, customer and dish (ordering.md §3 round_customer_dish_data). */
export function roundCustomerDishData(
  history: readonly HistoryDish[],
): Record<string, Record<string, Record<string, number>>> {
  const out: Record<string, Record<string, Record<string, number>>> = {};
  for (const h of history) {
    const byCustomer = (out[String(h.turn)] ??= {});
    const byDish = (byCustomer[h.userId] ??= {});
    byDish[String(h.originId)] = (byDish[String(h.originId)] ?? 0) + h.totalNum;
  }
  return out;
}

/**
 * The round count to show beside the round limit (ordering.md §5: "shown count is capped at it").
 */
export function shownRoundCount(count: number, limit: number): number {
  return Math.min(count, limit);
}
