/**
 * The shared cart as a pure reducer (ordering.md §4 Rounds, Cart lines, Cart submit; §5; §6; §7
 * cart paths). Given the stored cart, the order's history, the rules and one operation, it
 * returns the next cart or a violation. It reads no clock (`now` is passed in) and makes no ids
 * of its own (`newId` is injected), so the server can run it inside a store transaction and the
 * app can run the same code for instant feedback.
 */
import { normalizeCustomerId, type RuleConfig } from '../rules/config';
import {
  checkBargainStock,
  checkBusinessTime,
  checkMaxTurn,
  checkR1,
  checkR3Quantity,
  checkR8,
  countUnits,
  isEditLocked,
  isExemptFromRounds,
  r1Limits,
  r3TurnLimit,
  r8Limits,
  turnEndsAt,
  turnRemainingMs,
} from '../rules/limits';
import { failingGroups } from '../set-menu/groups';
import { resolveCondiments, type DishCondimentGroup } from './condiments';
import { encodeCartText, lineContentKey, normalizeCondiments, recomputeLines } from './lines';
import {
  isOn,
  type CartCondiment,
  type CartDish,
  type CartSetMealGroup,
  type CartState,
  type CourseGroup,
  type HistoryDish,
  type RuleDish,
  type SetMenuSelection,
} from './types';
import { violation, type Violation } from './violations';
import { CART_BOUNDS, cartLinesSize } from './bounds';

/** Most units one request may add, and most units on one line (bounds.ts). */
export const MAX_LINE_UNITS = CART_BOUNDS.maxLineUnits;
/** Longest remark accepted, in characters (bounds.ts). */
export const MAX_REMARK_LENGTH = CART_BOUNDS.maxRemarkLength;
/** Most condiments on one line (bounds.ts). */
export const MAX_CONDIMENTS = CART_BOUNDS.maxCondiments;
/** Longest diner name or condiment name accepted, in characters. */
export const MAX_NAME_LENGTH = 100;
/** User names that would collide with the per-turn keys ALL and ANALYSIS_OBJECT (ordering.md §3). */
export const RESERVED_USER_NAMES: readonly string[] = ['ALL', 'ANALYSIS_OBJECT'];

/** Everything the reducer reads besides the cart and the operation. */
export interface CartContext {
  /** Epoch milliseconds; the rules never read the clock themselves. */
  now: number;
  config: RuleConfig;
  /** The order's submitted lines, every turn and customer. */
  history: readonly HistoryDish[];
  /** The order's customer count (persons); below 1 counts as 1. */
  orderCustomerNum: number;
  /** False outside business time (see business-hours): round-rule dishes are refused. */
  isBusinessTime: boolean;
  /** The first-level menus the business rule in force hides: their round-rule dishes are refused. */
  hiddenMenus?: readonly number[];
  /** Takeaway (table -1): lines take takeout_price_1 when the dish has one. */
  takeaway?: boolean;
  /** The authoritative menu item for a menu_item_id, undefined when it is not on the menu. */
  getDish: (originId: number) => RuleDish | undefined;
  /** The course groups of a set menu (item_type 3). */
  getCourseGroups?: (originId: number) => readonly CourseGroup[] | undefined;
  /** The condiment groups a dish offers, with their choices (none when undefined). */
  getCondimentGroups?: (originId: number) => readonly DishCondimentGroup[] | undefined;
  /** Makes a new unique id (lines, history lines). */
  newId: () => string;
}

/** The diner doing an operation (customer id and name within the order). */
export interface Actor {
  userId: string;
  userName: string;
}

/** One cart operation (ordering.md §7 /cart2/update, /cart2/item/delete, /cart2/delete, /cart2/submit, /cart2/turn/next). */
export type CartOperation =
  /** A dish from the menu (isAddedToCart false): merged into the diner's equal line or a new line. */
  | ({
      type: 'add';
      originId: number;
      /** Units to add, 1 when missing. */
      count?: number;
      /** Condiments chosen by id among the dish's groups (named and priced from them). */
      condimentIds?: number[];
      remark?: string;
      /** Required for a set menu (item_type 3). */
      setMeal?: SetMenuSelection;
    } & Actor)
  /** +1 on a cart line (isAddedToCart true); on another diner's line it clones it as the diner's own. */
  | ({ type: 'increment'; lineId: string } & Actor)
  /** -1 on the diner's own line; the line goes at 0 (mathSymbol 1). */
  | ({ type: 'decrement'; lineId: string } & Actor)
  /** Sets condiments and/or remark of the diner's own line; merges into an equal line. */
  | ({ type: 'edit'; lineId: string; condimentIds?: number[]; remark?: string } & Actor)
  /** Deletes the diner's own lines (/cart2/item/delete). */
  | ({ type: 'deleteLines'; lineIds: string[] } & Actor)
  /** Deletes every line of the diner (clear-cart button). */
  | ({ type: 'clear' } & Actor)
  /** Sends the table's cart as the current round (/cart2/submit). */
  | ({ type: 'submit' } & Actor)
  /** Moves to the next turn once the current one has ended (/cart2/turn/next). */
  | { type: 'nextTurn'; fromTurn?: number };

/** Things that happened that the protocol announces. */
export type CartEvent =
  /** A line got its first excess unit (FIRST_EXCESS_WARNING). */
  | { type: 'FIRST_EXCESS_WARNING'; lineId: string; dishId: number; excessedNum: number }
  /** The turn moved on (TO_NEXT_TURN); lines that can no longer be ordered were dropped. */
  | { type: 'TO_NEXT_TURN'; turn: number; droppedLineIds: string[] };

/** What the reducer returns. */
export type CartResult =
  | {
      ok: true;
      cart: CartState;
      /** False when the operation left the cart as it was (e.g. an identical remark). */
      changed: boolean;
      /** History lines a submit produced (to write to the order), else empty. */
      submitted: HistoryDish[];
      events: CartEvent[];
    }
  | { ok: false; violation: Violation };

/**
 * A new, empty cart for an order, in turn 1 starting now (ordering.md §3 Cart metadata, §4 Rounds).
 */
export function createCart(input: {
  id: string;
  orderId: number;
  tableId: number;
  now: number;
}): CartState {
  return {
    id: input.id,
    orderId: input.orderId,
    tableId: input.tableId,
    nowTurn: 1,
    nowTurnStartDate: input.now,
    lines: [],
  };
}

const refuse = (v: Violation): CartResult => ({ ok: false, violation: v });
const invalid = (field: string): CartResult =>
  refuse(violation('INVALID_INPUT', { detail: { field } }));

/**
 * True when the turn has been sent: history holds a round-rule line of that turn
 * (ordering.md §4 "each round is sent once"; exempt-only sends do not use up the round).
 */
export function isTurnSent(history: readonly HistoryDish[], turn: number): boolean {
  return history.some((h) => h.turn === turn && h.r3Enable);
}

/** The turn advanced to `now`; lines that join the round rule are dropped once past the max rounds. */
function advanceTurn(
  cart: CartState,
  ctx: Pick<CartContext, 'now' | 'config'>,
): { cart: CartState; event: CartEvent } {
  const turn = cart.nowTurn + 1;
  const dropped: string[] = [];
  const lines: CartDish[] = [];
  for (const line of cart.lines) {
    if (turn > ctx.config.maxTurn && line.r3Enable) dropped.push(line.id);
    else lines.push({ ...line, turn });
  }
  return {
    cart: { ...cart, nowTurn: turn, nowTurnStartDate: ctx.now, lines },
    event: { type: 'TO_NEXT_TURN', turn, droppedLineIds: dropped },
  };
}

/**
 * Moves the turn on once its time has ended, sent or not (ordering.md §4: "at its end the user
 * moves to the next turn"), so an operation arriving after the countdown lands in the new turn.
 * The new turn starts when the old one ended (every process and phone counts the same round),
 * or now when a whole round has passed since (the server was not running). Past the maximum
 * rounds there is no round timer left to end. The server runs it before every change of a cart,
 * and its turn timer at each turn's end.
 */
export function settleTurn(
  cart: CartState,
  ctx: Pick<CartContext, 'now' | 'config'>,
): { cart: CartState; events: CartEvent[] } {
  if (!ctx.config.turnLimitEnabled || cart.nowTurn > ctx.config.maxTurn)
    return { cart, events: [] };
  if (turnRemainingMs(cart, ctx.config, ctx.now) !== 0) return { cart, events: [] };
  const endedAt = turnEndsAt(cart.nowTurnStartDate, ctx.config.turnMinutes);
  const startsAt = ctx.now - endedAt < ctx.config.turnMinutes * 60_000 ? endedAt : ctx.now;
  const { cart: next, event } = advanceTurn(cart, { config: ctx.config, now: startsAt });
  return { cart: next, events: [event] };
}

function validActor(a: Actor): Actor | null {
  if (typeof a.userName !== 'string' || typeof a.userId !== 'string') return null;
  const userName = a.userName.trim();
  if (
    userName === '' ||
    userName.length > MAX_NAME_LENGTH ||
    RESERVED_USER_NAMES.includes(userName)
  )
    return null;
  const userId = normalizeCustomerId(a.userId);
  if (userId.length > MAX_NAME_LENGTH) return null;
  return { userId, userName };
}

/**
 * The condiments chosen by id for a dish, named and priced from its own groups (condiments.ts):
 * INVALID_INPUT for a list that is not ids, CONDIMENT_NOT_OFFERED / CONDIMENT_REQUIRED otherwise.
 */
function chosenCondiments(
  ids: unknown,
  dishId: number,
  ctx: CartContext,
): CartCondiment[] | Violation {
  if (!Array.isArray(ids) || ids.length > MAX_CONDIMENTS)
    return violation('INVALID_INPUT', { detail: { field: 'condiments' } });
  for (const id of ids as unknown[])
    if (typeof id !== 'number' || !Number.isInteger(id))
      return violation('INVALID_INPUT', { detail: { field: 'condiments' } });
  const groups = ctx.getCondimentGroups?.(dishId) ?? [];
  const chosen = resolveCondiments(groups, ids as number[], dishId);
  return Array.isArray(chosen) ? normalizeCondiments(chosen) : chosen;
}

const validRemark = (remark: unknown): string | null =>
  typeof remark === 'string' ? encodeCartText(remark) : null;

/** The refusal of a remark over the bounds, or null. */
const remarkTooLong = (remark: string): CartResult | null =>
  remark.length > MAX_REMARK_LENGTH
    ? refuse(violation('REMARK_TOO_LONG', { detail: { limit: MAX_REMARK_LENGTH } }))
    : null;

const tooManyUnits = (): CartResult =>
  refuse(violation('LINE_UNITS_EXCEEDED', { detail: { limit: MAX_LINE_UNITS } }));

/** The refusal of lines over the cart's size bounds (bounds.ts), or null. */
function cartTooBig(lines: readonly CartDish[]): CartResult | null {
  if (lines.length > CART_BOUNDS.maxLines)
    return refuse(violation('CART_FULL', { detail: { limit: CART_BOUNDS.maxLines } }));
  if (cartLinesSize(lines) > CART_BOUNDS.maxCartChars)
    return refuse(violation('CART_TOO_LARGE', { detail: { limit: CART_BOUNDS.maxCartChars } }));
  return null;
}

/** Set-meal groups of a cart line from a validated selection. */
function setMealGroupsOf(
  groups: readonly CourseGroup[],
  selection: SetMenuSelection,
): CartSetMealGroup[] {
  return groups
    .map((g) => ({
      groupId: g.course_group_id,
      groupName: g.course_group_name,
      items: g.course_detail
        .filter((e) => (selection[g.course_group_id]?.[e.menu_item_id] ?? 0) > 0)
        .map((e) => ({
          id: e.menu_item_id,
          detailId: e.detail_id ?? null,
          name: e.item_name1 ?? '',
          totalNum: selection[g.course_group_id]?.[e.menu_item_id] ?? 0,
          orderDetailId: null,
          inOrderId: null,
          extraPrice: Math.max(0, Number(e.price) || 0),
        })),
    }))
    .filter((g) => g.items.length > 0);
}

/** The selection a set-meal line was made with. */
function selectionOf(line: CartDish): SetMenuSelection {
  const selection: SetMenuSelection = {};
  for (const g of line.setMealGroups) {
    const chosen: Record<number, number> = {};
    for (const i of g.items) chosen[i.id] = i.totalNum;
    selection[g.groupId] = chosen;
  }
  return selection;
}

/** The units that count against each limit, cart plus history. */
function makeCounter(lines: readonly CartDish[], history: readonly HistoryDish[]) {
  const both = <T extends CartDish>(set: readonly T[], match: (l: T) => boolean) =>
    countUnits(set, match);
  return {
    dish: (originId: number, userId: string | null) =>
      both(lines, (l) => l.originId === originId && (userId === null || l.userId === userId)) +
      both(history, (l) => l.originId === originId && (userId === null || l.userId === userId)),
    cartDish: (originId: number) => both(lines, (l) => l.originId === originId),
    round: (turn: number, userId: string | null) =>
      both(
        lines,
        (l) => l.r3Enable && l.turn === turn && (userId === null || l.userId === userId),
      ) +
      both(
        history,
        (l) => l.r3Enable && l.turn === turn && (userId === null || l.userId === userId),
      ),
    category: (categoryId: number, userId: string | null) =>
      both(
        lines,
        (l) => l.secondMenuId === categoryId && (userId === null || l.userId === userId),
      ) +
      both(
        history,
        (l) => l.secondMenuId === categoryId && (userId === null || l.userId === userId),
      ),
  };
}

/**
 * Checks the limits of one dish for one diner against the cart after a change (bargain stock, R1,
 * R3 round quantity, R8), counting cart plus history.
 */
function checkDishLimits(
  cart: CartState,
  lines: readonly CartDish[],
  dish: RuleDish,
  userId: string,
  ctx: CartContext,
): Violation | null {
  const count = makeCounter(lines, ctx.history);
  const id = dish.menu_item_id;
  const stock = checkBargainStock(dish, count.cartDish(id));
  if (stock) return stock;
  const r1 = checkR1(dish, r1Limits(dish, ctx.config, ctx.orderCustomerNum), {
    customer: count.dish(id, userId),
    table: count.dish(id, null),
  });
  if (r1) return r1;
  if (ctx.config.turnLimitEnabled && !isExemptFromRounds(dish)) {
    const scope = ctx.config.autonomous ? userId : null;
    const r3 = checkR3Quantity(
      count.round(cart.nowTurn, scope),
      r3TurnLimit(ctx.config, ctx.orderCustomerNum),
      dish,
    );
    if (r3) return r3;
  }
  const categoryId = dish.dmi_slu_id ?? null;
  if (categoryId !== null) {
    const r8 = checkR8(dish, r8Limits(dish, ctx.config, ctx.orderCustomerNum), {
      customer: count.category(categoryId, userId),
      table: count.category(categoryId, null),
    });
    if (r8) return r8;
  }
  return null;
}

/**
 * The gates before a round-rule dish may join the current turn (ordering.md §5): business time,
 * max rounds, and one round one submission (R3 'The current turn has ended ordering' once the
 * round was sent, while it is within the max rounds).
 */
function checkGates(cart: CartState, dish: RuleDish, ctx: CartContext): Violation | null {
  const time = checkBusinessTime(dish, ctx.isBusinessTime, ctx.hiddenMenus);
  if (time) return time;
  const max = checkMaxTurn(cart.nowTurn, ctx.config.maxTurn, dish);
  if (max) return max;
  if (
    ctx.config.oneTurnOneTimeSend &&
    !isExemptFromRounds(dish) &&
    cart.nowTurn <= ctx.config.maxTurn &&
    isTurnSent(ctx.history, cart.nowTurn)
  ) {
    return violation('R3_TURN_ENDED', { dishId: dish.menu_item_id, dishName: dish.item_name1 });
  }
  return null;
}

function recompute(lines: readonly CartDish[], ctx: CartContext): CartDish[] {
  return recomputeLines(lines, {
    config: ctx.config,
    orderCustomerNum: ctx.orderCustomerNum,
    getDish: ctx.getDish,
    historyUnits: (originId, userId) =>
      countUnits(
        ctx.history,
        (h) => h.originId === originId && (userId === null || h.userId === userId),
      ),
  });
}

/** Lines that got their first excess unit. */
function excessEvents(before: readonly CartDish[], after: readonly CartDish[]): CartEvent[] {
  const was = new Map(before.map((l) => [l.id, l.excessedNum]));
  return after
    .filter((l) => l.excessedNum > 0 && (was.get(l.id) ?? 0) === 0)
    .map((l) => ({
      type: 'FIRST_EXCESS_WARNING',
      lineId: l.id,
      dishId: l.originId,
      excessedNum: l.excessedNum,
    }));
}

interface LineContent {
  condiments: CartCondiment[];
  remark: string;
  setMeal: SetMenuSelection | undefined;
}

/** Adds units of a dish for a diner: into `targetLineId`, or merged into an equal own line, or as a new line. */
function addUnits(
  cart: CartState,
  ctx: CartContext,
  events: CartEvent[],
  actor: Actor,
  dish: RuleDish,
  content: LineContent,
  count: number,
  targetLineId: string | null,
): CartResult {
  const isSetMeal = dish.item_type === 3;
  let setMealGroups: CartSetMealGroup[] = [];
  if (isSetMeal) {
    const groups = ctx.getCourseGroups?.(dish.menu_item_id);
    if (!groups || content.setMeal === undefined) return invalid('setMeal');
    const failing = failingGroups(groups, content.setMeal, ctx.config.localDishLimit);
    if (failing.length > 0) {
      return refuse(
        violation('SET_MENU_INVALID', {
          dishId: dish.menu_item_id,
          dishName: dish.item_name1,
          detail: { failingGroups: failing },
        }),
      );
    }
    setMealGroups = setMealGroupsOf(groups, content.setMeal);
  } else if (content.setMeal !== undefined && Object.keys(content.setMeal).length > 0) {
    return invalid('setMeal');
  }

  const gate = checkGates(cart, dish, ctx);
  if (gate) return refuse(gate);

  const price =
    ctx.takeaway && typeof dish.takeout_price_1 === 'number' ? dish.takeout_price_1 : dish.price_1;
  const draft: CartDish = {
    id: '',
    originId: dish.menu_item_id,
    userId: actor.userId,
    userName: actor.userName,
    dishType: isSetMeal ? 1 : 0,
    totalNum: count,
    turn: cart.nowTurn,
    secondMenuId: dish.dmi_slu_id ?? null,
    remark: content.remark,
    condiments: content.condiments,
    r1: { r1ExcessedPrice: 0 },
    // New units start as excess units; recomputeLines turns them normal while the R1 limit allows.
    excessedNum: count,
    isExcessed: false,
    r3Enable: !isExemptFromRounds(dish),
    r8: {
      categoryId: dish.dmi_slu_id ?? null,
      limit: r8Limits(dish, ctx.config, ctx.orderCustomerNum).table,
    },
    name: dish.item_name1,
    name2: dish.item_name2 ?? '',
    name_i18n: dish.item_i18n ?? null,
    originPrice: Math.max(0, Number(price) || 0),
    setMealGroups,
    excessPriceAndCondimentsPriceForView: '',
  };
  const key = lineContentKey(draft);
  const target =
    targetLineId !== null
      ? cart.lines.find((l) => l.id === targetLineId)
      : cart.lines.find(
          (l) => l.userId === actor.userId && l.turn === cart.nowTurn && lineContentKey(l) === key,
        );
  let lines: CartDish[];
  if (target) {
    if (target.totalNum + count > MAX_LINE_UNITS) return tooManyUnits();
    lines = cart.lines.map((l) =>
      l.id === target.id
        ? { ...l, totalNum: l.totalNum + count, excessedNum: l.excessedNum + count }
        : l,
    );
  } else {
    lines = [...cart.lines, { ...draft, id: ctx.newId() }];
    const big = cartTooBig(lines);
    if (big) return big;
  }
  lines = recompute(lines, ctx);
  const limit = checkDishLimits(cart, lines, dish, actor.userId, ctx);
  if (limit) return refuse(limit);
  return {
    ok: true,
    cart: { ...cart, lines },
    changed: true,
    submitted: [],
    events: [...events, ...excessEvents(cart.lines, lines)],
  };
}

/** Finds a line the actor owns, or the refusal (dish-not-exists, not-owner). */
function ownLine(cart: CartState, lineId: unknown, actor: Actor): CartDish | Violation {
  const line = typeof lineId === 'string' ? cart.lines.find((l) => l.id === lineId) : undefined;
  if (!line) return violation('DISH_NOT_EXISTS', typeof lineId === 'string' ? { lineId } : {});
  if (line.userId !== actor.userId) {
    return violation('NOT_OWNER', { lineId: line.id, dishId: line.originId, dishName: line.name });
  }
  return line;
}

const isViolation = (v: CartDish | Violation): v is Violation =>
  'code' in v && 'message' in v && !('originId' in v);

/** Submits the current turn's lines (ordering.md §4 Cart submit, §5 One round one submission). */
function submit(current: CartState, ctx: CartContext, events: CartEvent[]): CartResult {
  // Excess units are settled again with today's persons and menu before anything is written.
  const recomputed = recompute(current.lines, ctx);
  const cart: CartState = { ...current, lines: recomputed };
  events = [...events, ...excessEvents(current.lines, recomputed)];
  const toSend = cart.lines.filter((l) => l.turn === cart.nowTurn);
  if (toSend.length === 0) return refuse(violation('CART_EMPTY'));
  if (
    ctx.config.oneTurnOneTimeSend &&
    cart.nowTurn <= ctx.config.maxTurn &&
    toSend.some((l) => l.r3Enable) &&
    isTurnSent(ctx.history, cart.nowTurn)
  ) {
    return refuse(violation('R3_TURN_ENDED'));
  }
  // Every sold-out dish is reported at once (ordering.md §8: detail.outOfStock lists them all).
  const soldOut: Violation[] = [];
  for (const originId of new Set(toSend.map((l) => l.originId))) {
    const dish = ctx.getDish(originId);
    const stock = dish
      ? checkBargainStock(
          dish,
          countUnits(cart.lines, (l) => l.originId === originId),
        )
      : null;
    if (stock) soldOut.push(stock);
  }
  if (soldOut.length > 0) {
    const first = soldOut[0]!;
    return refuse({
      ...first,
      detail: { ...first.detail, outOfStock: soldOut.flatMap((v) => v.detail?.outOfStock ?? []) },
    });
  }
  // The cart may hold lines added under other conditions (persons, menu, time): check them all.
  const checked = new Set<string>();
  for (const line of toSend) {
    const dish = ctx.getDish(line.originId);
    if (!dish)
      return refuse(
        violation('DISH_NOT_EXISTS', {
          lineId: line.id,
          dishId: line.originId,
          dishName: line.name,
        }),
      );
    const gate =
      checkBusinessTime(dish, ctx.isBusinessTime, ctx.hiddenMenus) ??
      checkMaxTurn(cart.nowTurn, ctx.config.maxTurn, dish);
    if (gate) return refuse({ ...gate, lineId: line.id });
    const key = `${line.originId}|${line.userId}`;
    if (checked.has(key)) continue;
    checked.add(key);
    const limit = checkDishLimits(cart, cart.lines, dish, line.userId, ctx);
    if (limit) return refuse({ ...limit, lineId: line.id });
  }
  const submitted: HistoryDish[] = toSend.map((l) => ({
    ...l,
    id: ctx.newId(),
    submittedAt: ctx.now,
  }));
  const remaining = cart.lines.filter((l) => l.turn !== cart.nowTurn);
  let next: CartState = { ...cart, lines: remaining };
  if (!ctx.config.turnLimitEnabled) {
    // Without the round timer every submission is a round of its own.
    next = { ...next, nowTurn: cart.nowTurn + 1, nowTurnStartDate: ctx.now };
    events = [...events, { type: 'TO_NEXT_TURN', turn: next.nowTurn, droppedLineIds: [] }];
  }
  return { ok: true, cart: next, changed: true, submitted, events };
}

/**
 * Applies one cart operation (ordering.md §4, §5, §6, §7). Returns the next cart, whether it
 * changed, the history lines a submit produced and the events to announce; or the violation with
 * its catalogue text (§8), in which case nothing changed. A missing cart gives 'Cart not found.'.
 *
 * - add / increment check business time, max rounds, one round one submission, bargain stock,
 *   R1, R3 and R8 against cart plus history; units beyond a soft R1 limit become excess units.
 * - increment on another diner's line clones it as the diner's own line (§6).
 * - decrement, edit, deleteLines touch only the diner's own lines; edit is locked under 5 s left
 *   in the round, an identical edit changes nothing, an edit equal to another line merges them.
 * - submit sends every line of the current turn after checking all limits again; without the
 *   round timer it also moves to the next turn.
 * - nextTurn is accepted once the turn's time has ended (or without the round timer); a
 *   `fromTurn` that is no longer current is a no-op, so repeated requests are harmless.
 * - A turn moves on by itself once its time has ended, before any operation (settleTurn).
 */
export function reduceCart(
  cart: CartState | null | undefined,
  op: CartOperation,
  ctx: CartContext,
): CartResult {
  if (!cart) return refuse(violation('CART_NOT_FOUND'));
  const settled = settleTurn(cart, ctx);
  const base = settled.cart;
  const events = settled.events;
  const unchanged = (): CartResult => ({
    ok: true,
    cart: base,
    changed: base !== cart,
    submitted: [],
    events,
  });

  if (op.type === 'nextTurn') {
    if (op.fromTurn !== undefined && op.fromTurn !== base.nowTurn) return unchanged();
    if (events.length > 0) return unchanged();
    const remainingMs = turnRemainingMs(base, ctx.config, ctx.now);
    if (remainingMs !== null && remainingMs > 0)
      return refuse(violation('TURN_NOT_ENDED', { detail: { remainingMs } }));
    const { cart: next, event } = advanceTurn(base, ctx);
    return { ok: true, cart: next, changed: true, submitted: [], events: [event] };
  }

  const actor = validActor(op);
  if (!actor) return invalid('user');

  switch (op.type) {
    case 'add': {
      const count = op.count ?? 1;
      if (!Number.isInteger(count) || count < 1) return invalid('count');
      if (count > MAX_LINE_UNITS) return tooManyUnits();
      const remark = validRemark(op.remark ?? '');
      if (remark === null) return invalid('remark');
      const longRemark = remarkTooLong(remark);
      if (longRemark) return longRemark;
      const dish = Number.isInteger(op.originId) ? ctx.getDish(op.originId) : undefined;
      if (!dish) return refuse(violation('DISH_NOT_EXISTS', { dishId: op.originId }));
      const condiments = chosenCondiments(op.condimentIds ?? [], dish.menu_item_id, ctx);
      if (!Array.isArray(condiments)) return refuse(condiments);
      return addUnits(
        base,
        ctx,
        events,
        actor,
        dish,
        { condiments, remark, setMeal: op.setMeal },
        count,
        null,
      );
    }
    case 'increment': {
      const line =
        typeof op.lineId === 'string' ? base.lines.find((l) => l.id === op.lineId) : undefined;
      if (!line)
        return refuse(
          violation('DISH_NOT_EXISTS', typeof op.lineId === 'string' ? { lineId: op.lineId } : {}),
        );
      const dish = ctx.getDish(line.originId);
      if (!dish)
        return refuse(
          violation('DISH_NOT_EXISTS', {
            lineId: line.id,
            dishId: line.originId,
            dishName: line.name,
          }),
        );
      const content: LineContent = {
        condiments: line.condiments,
        remark: line.remark,
        setMeal: line.dishType === 1 ? selectionOf(line) : undefined,
      };
      // +1 on another diner's line clones it into the diner's own line (ordering.md §6).
      const own = line.userId === actor.userId && line.turn === base.nowTurn;
      return addUnits(base, ctx, events, actor, dish, content, 1, own ? line.id : null);
    }
    case 'decrement': {
      const line = ownLine(base, op.lineId, actor);
      if (isViolation(line)) return refuse(line);
      const lines = recompute(
        // An excess unit goes first: it is the dearer one.
        base.lines.map((l) =>
          l.id === line.id
            ? { ...l, totalNum: l.totalNum - 1, excessedNum: Math.max(0, l.excessedNum - 1) }
            : l,
        ),
        ctx,
      );
      return { ok: true, cart: { ...base, lines }, changed: true, submitted: [], events };
    }
    case 'edit': {
      const line = ownLine(base, op.lineId, actor);
      if (isViolation(line)) return refuse(line);
      const remainingMs = turnRemainingMs(base, ctx.config, ctx.now);
      if (isEditLocked(remainingMs))
        return refuse(
          violation('EDIT_LOCKED', { lineId: line.id, detail: { remainingMs: remainingMs ?? 0 } }),
        );
      const condiments =
        op.condimentIds === undefined
          ? line.condiments
          : chosenCondiments(op.condimentIds, line.originId, ctx);
      if (!Array.isArray(condiments)) return refuse(condiments);
      const remark = op.remark === undefined ? line.remark : validRemark(op.remark);
      if (remark === null) return invalid('remark');
      const longRemark = op.remark === undefined ? null : remarkTooLong(remark);
      if (longRemark) return longRemark;
      const edited: CartDish = { ...line, condiments, remark };
      const key = lineContentKey(edited);
      if (key === lineContentKey(line)) return unchanged();
      const twin = base.lines.find(
        (l) =>
          l.id !== line.id &&
          l.userId === line.userId &&
          l.turn === line.turn &&
          lineContentKey(l) === key,
      );
      let lines: CartDish[];
      if (twin) {
        if (twin.totalNum + line.totalNum > MAX_LINE_UNITS) return tooManyUnits();
        lines = base.lines
          .filter((l) => l.id !== line.id)
          .map((l) =>
            l.id === twin.id
              ? {
                  ...l,
                  totalNum: l.totalNum + line.totalNum,
                  excessedNum: l.excessedNum + line.excessedNum,
                }
              : l,
          );
      } else {
        lines = base.lines.map((l) => (l.id === line.id ? edited : l));
        const big = cartTooBig(lines);
        if (big) return big;
      }
      return {
        ok: true,
        cart: { ...base, lines: recompute(lines, ctx) },
        changed: true,
        submitted: [],
        events,
      };
    }
    case 'deleteLines': {
      if (!Array.isArray(op.lineIds) || op.lineIds.length === 0) return invalid('lineIds');
      for (const id of op.lineIds) {
        const line = ownLine(base, id, actor);
        if (isViolation(line)) return refuse(line);
      }
      const gone = new Set(op.lineIds);
      const lines = recompute(
        base.lines.filter((l) => !gone.has(l.id)),
        ctx,
      );
      return { ok: true, cart: { ...base, lines }, changed: true, submitted: [], events };
    }
    case 'clear': {
      if (!base.lines.some((l) => l.userId === actor.userId)) return unchanged();
      const lines = recompute(
        base.lines.filter((l) => l.userId !== actor.userId),
        ctx,
      );
      return { ok: true, cart: { ...base, lines }, changed: true, submitted: [], events };
    }
    case 'submit':
      return submit(base, ctx, events);
    default: {
      const never: never = op;
      return invalid(`type ${String((never as { type?: unknown }).type)}`);
    }
  }
}

/** True when the dish is a set menu the diner may open (ordering.md §5: item_type 3, not outside business time unless exempt). */
export function canOpenSetMenu(dish: RuleDish, isBusinessTime: boolean): boolean {
  return dish.item_type === 3 && (isBusinessTime || isOn(dish.not_joining_global_limit));
}
