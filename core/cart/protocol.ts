/**
 * From the realtime protocol's /cart2/update payload to a reducer operation (ordering.md §7:
 * "dish, mathSymbol (0 add, 1 remove); flags isAddedToCart or isAddDuplicate").
 */
import type { Actor, CartOperation } from './reducer';
import type { CartState, HistoryDish, SetMenuSelection } from './types';
import { violation, type Violation } from './violations';

/** mathSymbol of /cart2/update: 0 adds one unit (ordering.md §7). */
export const MATH_SYMBOL_ADD = 0;
/** mathSymbol of /cart2/update: 1 removes one unit (ordering.md §7). */
export const MATH_SYMBOL_REMOVE = 1;

/** The part of a /cart2/update payload the rules read. */
export interface CartUpdateRequest {
  mathSymbol: number;
  /** The dish is a cart line already: dish.id is the line id (+1 / -1 on it). */
  isAddedToCart?: boolean;
  /** The diner confirmed adding a dish they already have (after DISHES_DUPLICATE). */
  isAddDuplicate?: boolean;
  dish: {
    /** The cart line id when isAddedToCart or removing, else the menu_item_id. */
    id: string | number;
    /** menu_item_id, when given separately. */
    originId?: number;
    /** Condiments chosen by id among the dish's groups; names and prices come from the menu. */
    condiments?: { id: number }[];
    remark?: string;
    setMeal?: SetMenuSelection;
    /** Units to add from the menu (the detail stepper), 1 when missing. */
    totalCount?: number;
  };
}

/**
 * Maps a /cart2/update request to a reducer operation (ordering.md §7): mathSymbol 1 removes one
 * unit of the diner's line dish.id; mathSymbol 0 with isAddedToCart adds one unit to the line
 * dish.id (cloning it when it is another diner's, §6); mathSymbol 0 otherwise adds the menu item
 * (originId, or dish.id) with its condiments, remark and set-meal choices. isAddDuplicate only
 * says the diner confirmed; the add is the same. Anything else is an invalid request.
 */
export function cartUpdateToOperation(
  request: CartUpdateRequest,
  actor: Actor,
): CartOperation | Violation {
  const { dish } = request;
  const bad = (field: string) => violation('INVALID_INPUT', { detail: { field } });
  if (dish === null || typeof dish !== 'object') return bad('dish');
  if (request.mathSymbol === MATH_SYMBOL_REMOVE) {
    return { type: 'decrement', lineId: String(dish.id), ...actor };
  }
  if (request.mathSymbol !== MATH_SYMBOL_ADD) return bad('mathSymbol');
  if (request.isAddedToCart) return { type: 'increment', lineId: String(dish.id), ...actor };
  const originId = dish.originId ?? Number(dish.id);
  if (!Number.isInteger(originId)) return bad('dish.id');
  return {
    type: 'add',
    originId,
    ...(dish.totalCount !== undefined ? { count: dish.totalCount } : {}),
    ...(dish.condiments !== undefined ? { condimentIds: dish.condiments.map((c) => c.id) } : {}),
    ...(dish.remark !== undefined ? { remark: dish.remark } : {}),
    ...(dish.setMeal !== undefined ? { setMeal: dish.setMeal } : {}),
    ...actor,
  };
}

/**
 * Units of a dish the diner already has, in the cart and sent (ordering.md §5 "Duplicate
 * warning: if the user already has N of the same dish pending or preparing, a confirmation
 * appears"). The caller decides from it whether to ask (DISHES_DUPLICATE) unless isAddDuplicate.
 */
export function sameDishCount(
  cart: CartState,
  history: readonly HistoryDish[],
  userId: string,
  originId: number,
): number {
  let n = 0;
  for (const l of cart.lines) if (l.userId === userId && l.originId === originId) n += l.totalNum;
  for (const h of history) if (h.userId === userId && h.originId === originId) n += h.totalNum;
  return n;
}
