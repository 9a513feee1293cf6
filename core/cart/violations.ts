/**
 * Why the rules refuse a cart change, with the server texts of the error catalogue
 * (ordering.md §8). The texts are the protocol: the client maps each (rule, text) pair to a
 * message, so they must stay byte for byte.
 */

/** R1 'Excessed the max quantity' → same-dish-number-exceeded (ordering.md §8). */
export const R1_MAX_QUANTITY_TEXT = 'Excessed the max quantity';
/** R1 'Excessed the max sell quantity' → dish-sold-out, with detail.outOfStock (ordering.md §8). */
export const R1_MAX_SELL_QUANTITY_TEXT = 'Excessed the max sell quantity';
/** R3 'Excessed the max quantity in per turn' → complete-order (ordering.md §8). */
export const R3_TURN_QUANTITY_TEXT = 'Excessed the max quantity in per turn';
/** R3 'The current turn has ended ordering' → complete-order (ordering.md §8). */
export const R3_TURN_ENDED_TEXT = 'The current turn has ended ordering';
/** R3 'Excessed the max turn' → max-rounds-exceeded (ordering.md §8). */
export const R3_MAX_TURN_TEXT = 'Excessed the max turn';
/** R8 'Excessed the max quantity' → similar-dish-number-exceeded (ordering.md §8). */
export const R8_MAX_QUANTITY_TEXT = 'Excessed the max quantity';
/** 'Cart not found.' → cart re-initialised (ordering.md §8). */
export const CART_NOT_FOUND_TEXT = 'Cart not found.';

/*
 * The texts below are ours: the catalogue names the situation and the user message but shows no
 * server text (ordering.md §5, §8). The client shows its own message for them.
 */

/** Removing or changing a dish not in the cart → dish-not-exists (ordering.md §5). */
export const DISH_NOT_EXISTS_TEXT = 'Dish does not exist';
/** A diner touching another diner's line (ordering.md §6: own dishes only). */
export const NOT_OWNER_TEXT = 'Only the diner who added the dish can change it';
/** A round-rule dish outside business time → dish-time-disabled (ordering.md §5). */
export const DISH_TIME_DISABLED_TEXT = 'The dish is not available at this time';
/** Editing condiments or remarks in the last seconds of a round (ordering.md §5). */
export const EDIT_LOCKED_TEXT = 'Editing is disabled in the last seconds of the round';
/** Submitting an empty cart → cart has no data (ordering.md §4). */
export const CART_EMPTY_TEXT = 'Cart has no data';
/** Asking for the next turn before the current one has ended (ordering.md §4 Rounds). */
export const TURN_NOT_ENDED_TEXT = 'The current turn has not ended yet';
/** A set meal whose course groups are not satisfied (ordering.md §5 Set-menu groups). */
export const SET_MENU_INVALID_TEXT = 'The set menu selection is not complete';
/** Input the rules cannot accept (bad count, name or price). */
export const INVALID_INPUT_TEXT = 'Invalid cart request';
/** Any cart or order action once staff have closed the order (freed the table). */
export const ORDER_CLOSED_TEXT = 'The table has been closed';
/** A condiment id the dish does not offer in its own condiment groups. */
export const CONDIMENT_NOT_OFFERED_TEXT = 'This condiment is not offered with the dish';
/** A condiment group of the dish that needs a choice (or more or fewer choices than it allows). */
export const CONDIMENT_REQUIRED_TEXT = 'Choose the required condiments of the dish';
/** A new line beyond the cart's most lines (bounds.ts). */
export const CART_FULL_TEXT = 'The cart is full';
/** A line beyond its most units (bounds.ts). */
export const LINE_UNITS_EXCEEDED_TEXT = 'Too many units of the dish on one line';
/** A remark beyond its most characters (bounds.ts). */
export const REMARK_TOO_LONG_TEXT = 'The remark is too long';
/** A change that would make the cart's lines larger than its size bound (bounds.ts). */
export const CART_TOO_LARGE_TEXT = 'The cart is too large';

/** Which rule refused: r1 per dish, r3 per round, r8 per category, or none of the three. */
export type RuleName = 'r1' | 'r3' | 'r8' | null;

/** A stable code for each refusal, for programs; `message` carries the catalogue text. */
export type ViolationCode =
  | 'R1_MAX_QUANTITY'
  | 'R1_MAX_SELL_QUANTITY'
  | 'R3_TURN_QUANTITY'
  | 'R3_TURN_ENDED'
  | 'R3_MAX_TURN'
  | 'R8_MAX_QUANTITY'
  | 'CART_NOT_FOUND'
  | 'DISH_NOT_EXISTS'
  | 'NOT_OWNER'
  | 'DISH_TIME_DISABLED'
  | 'EDIT_LOCKED'
  | 'CART_EMPTY'
  | 'TURN_NOT_ENDED'
  | 'SET_MENU_INVALID'
  | 'INVALID_INPUT'
  | 'ORDER_CLOSED'
  | 'CONDIMENT_NOT_OFFERED'
  | 'CONDIMENT_REQUIRED'
  | 'CART_FULL'
  | 'LINE_UNITS_EXCEEDED'
  | 'REMARK_TOO_LONG'
  | 'CART_TOO_LARGE';

/** A dish that cannot be sold in the asked quantity (ordering.md §8: detail.outOfStock). */
export interface OutOfStock {
  menuName: string;
  /** Units asked beyond what is left. */
  excessedNum: number;
}

/** A failing set-menu course group (ordering.md §5: "shows the required text or a count such as 1/2"). */
export interface FailingGroup {
  groupId: number;
  groupName: string;
  /** Units chosen in the group. */
  count: number;
  min: number;
  max: number;
  /** 'required': a required group with nothing chosen; 'count': outside its range. */
  reason: 'required' | 'count';
  /** The count to show, e.g. "1/2". */
  progress: string;
}

/** Extra facts about a refusal. */
export interface ViolationDetail {
  /** The limit that would be passed. */
  limit?: number;
  /** Units that would count against it after the change. */
  count?: number;
  /** Category (dmi_slu_id) of an R8 refusal. */
  categoryId?: number | null;
  /** For R1 'Excessed the max sell quantity'. */
  outOfStock?: OutOfStock[];
  /** For a set meal whose groups fail. */
  failingGroups?: FailingGroup[];
  /** Milliseconds left in the round (edit lock, next turn asked too early). */
  remainingMs?: number;
  /** Field of an invalid input. */
  field?: string;
  /** Condiment ids the dish does not offer (CONDIMENT_NOT_OFFERED). */
  condimentIds?: number[];
  /** Condiment groups (scomdiment_groups_id) whose choice is missing or out of range (CONDIMENT_REQUIRED). */
  groupIds?: number[];
}

/** A refusal: which rule, which dish, and the catalogue text to send. */
export interface Violation {
  code: ViolationCode;
  rule: RuleName;
  /** The server text (ordering.md §8), sent as is. */
  message: string;
  /** The dish concerned (menu_item_id), when one is. */
  dishId?: number;
  /** The dish's name, when one is. */
  dishName?: string;
  /** The cart line concerned, when one is. */
  lineId?: string;
  detail?: ViolationDetail;
}

const TEXTS: Record<ViolationCode, { rule: RuleName; message: string }> = {
  R1_MAX_QUANTITY: { rule: 'r1', message: R1_MAX_QUANTITY_TEXT },
  R1_MAX_SELL_QUANTITY: { rule: 'r1', message: R1_MAX_SELL_QUANTITY_TEXT },
  R3_TURN_QUANTITY: { rule: 'r3', message: R3_TURN_QUANTITY_TEXT },
  R3_TURN_ENDED: { rule: 'r3', message: R3_TURN_ENDED_TEXT },
  R3_MAX_TURN: { rule: 'r3', message: R3_MAX_TURN_TEXT },
  R8_MAX_QUANTITY: { rule: 'r8', message: R8_MAX_QUANTITY_TEXT },
  CART_NOT_FOUND: { rule: null, message: CART_NOT_FOUND_TEXT },
  DISH_NOT_EXISTS: { rule: null, message: DISH_NOT_EXISTS_TEXT },
  NOT_OWNER: { rule: null, message: NOT_OWNER_TEXT },
  DISH_TIME_DISABLED: { rule: 'r3', message: DISH_TIME_DISABLED_TEXT },
  EDIT_LOCKED: { rule: 'r3', message: EDIT_LOCKED_TEXT },
  CART_EMPTY: { rule: null, message: CART_EMPTY_TEXT },
  TURN_NOT_ENDED: { rule: 'r3', message: TURN_NOT_ENDED_TEXT },
  SET_MENU_INVALID: { rule: null, message: SET_MENU_INVALID_TEXT },
  INVALID_INPUT: { rule: null, message: INVALID_INPUT_TEXT },
  ORDER_CLOSED: { rule: null, message: ORDER_CLOSED_TEXT },
  CONDIMENT_NOT_OFFERED: { rule: null, message: CONDIMENT_NOT_OFFERED_TEXT },
  CONDIMENT_REQUIRED: { rule: null, message: CONDIMENT_REQUIRED_TEXT },
  CART_FULL: { rule: null, message: CART_FULL_TEXT },
  LINE_UNITS_EXCEEDED: { rule: null, message: LINE_UNITS_EXCEEDED_TEXT },
  REMARK_TOO_LONG: { rule: null, message: REMARK_TOO_LONG_TEXT },
  CART_TOO_LARGE: { rule: null, message: CART_TOO_LARGE_TEXT },
};

/**
 * Builds a violation with the rule and catalogue text that belong to its code (ordering.md §8).
 */
export function violation(
  code: ViolationCode,
  extra: Omit<Violation, 'code' | 'rule' | 'message'> = {},
): Violation {
  const { rule, message } = TEXTS[code];
  return { code, rule, message, ...extra };
}
