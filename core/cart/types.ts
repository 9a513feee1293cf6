/**
 * The server cart model (ordering.md §3 "Cart dish (server cart)" and "Cart metadata") and the
 * menu-item rule fields the limits read (ordering.md §3 "Menu item", "Set-menu course group").
 * Field names are the protocol's: keep them exactly.
 */

/** A 0/1 flag as the menu API carries it (some fields may also arrive as booleans or strings). */
export type Flag = 0 | 1 | boolean | '0' | '1' | null | undefined;

/**
 * A condiment chosen on a cart line (ordering.md §3: condiments (name, price)). Price is per unit.
 * The server takes it by id from the dish's condiment groups (condiments.ts) and fills in the
 * restaurant's name and price; lines written before ids were kept may lack the id.
 */
export interface CartCondiment {
  /** The condiment's item_id. */
  id?: number;
  name: string;
  price: number;
}

/** R1 pricing carried on a cart line (ordering.md §3: r1 (r1ExcessedPrice)). */
export interface CartR1 {
  /** Price of each unit beyond the per-customer maximum (rule_lnr_limit_price), 0 when none. */
  r1ExcessedPrice: number;
}

/** R8 (category limit) facts carried on a cart line. */
export interface CartR8 {
  /** The dish's second-level category (dmi_slu_id). */
  categoryId: number | null;
  /** The table-wide category limit in force, null when unlimited (999 or more). */
  limit: number | null;
}

/** One chosen dish of a set-meal group (ordering.md §3: items with totalNum, orderDetailId, inOrderId, extraPrice). */
export interface CartSetMealItem {
  /** menu_item_id of the course dish. */
  id: number;
  /** detail_id of the course entry. */
  detailId: number | null;
  name: string;
  /** Units of this course dish in one set. */
  totalNum: number;
  /** Set by the server once the set is written to the order; null while in the cart. */
  orderDetailId: number | null;
  inOrderId: number | null;
  /** Extra price per unit of this course dish (the course entry's price), below 0 counts as 0. */
  extraPrice: number;
}

/** One course group of a set meal on a cart line. */
export interface CartSetMealGroup {
  /** course_group_id */
  groupId: number;
  /** course_group_name */
  groupName: string;
  items: CartSetMealItem[];
}

/** A line of the shared server cart (ordering.md §3 "Cart dish (server cart)"). */
export interface CartDish {
  /** The line's id (generated). */
  id: string;
  /** The menu item's id (menu_item_id). */
  originId: number;
  /** Customer id of the diner who owns the line. */
  userId: string;
  /** Display name of that diner (customer name). */
  userName: string;
  /** 1 for a set meal, 0 otherwise. */
  dishType: 0 | 1;
  /** Units on the line (count). */
  totalNum: number;
  /** Round (turn) the line belongs to. */
  turn: number;
  /** Second-level category (dmi_slu_id), null when the dish has none. */
  secondMenuId: number | null;
  /** Remark as sent: whitespace runs encoded as '_' (ordering.md §5). */
  remark: string;
  condiments: CartCondiment[];
  r1: CartR1;
  /** Units of the line beyond the R1 maximum, priced at r1.r1ExcessedPrice (excessCount). */
  excessedNum: number;
  isExcessed: boolean;
  /**
   * True when the dish joins the global round rule (not_joining_global_limit is not 1): it counts
   * towards R3, the max rounds and is refused outside business time.
   */
  r3Enable: boolean;
  r8: CartR8;
  name: string;
  name2: string;
  name_i18n: Record<string, string> | null;
  /** Unit price (price_1, or takeout_price_1 for takeaway); below 0 counts as 0. */
  originPrice: number;
  setMealGroups: CartSetMealGroup[];
  /** Display text of the excess and condiment money on this line, '' when there is none. */
  excessPriceAndCondimentsPriceForView: string;
}

/** A submitted line in the order's history: the cart line as sent, with the moment it was sent. */
export interface HistoryDish extends CartDish {
  /** Epoch milliseconds of the submission. */
  submittedAt: number;
}

/** Totals of a group of lines (ordering.md §3: ANALYSIS_OBJECT with totalNum and totalPrice). */
export interface AnalysisObject {
  totalNum: number;
  /** Sum of the line totals, two decimals. */
  totalPrice: number;
}

/**
 * The lines of one turn: a list per user name plus ALL (every line) and ANALYSIS_OBJECT (totals)
 * (ordering.md §3 "items and historyItems per turn").
 */
export interface TurnItems {
  [userName: string]: CartDish[] | AnalysisObject;
  ALL: CartDish[];
  ANALYSIS_OBJECT: AnalysisObject;
}

/** Round state and limits as the cart carries them (ordering.md §3 "r3"). */
export interface CartR3 {
  nowTurn: number;
  r3MaxTurn: number;
  /** Epoch milliseconds when the current turn started. */
  nowTurnStartDate: number;
  r3MinutePerTurn: number;
  /** The round maximum in force (already multiplied by persons when r3IsMaxDishWithCustomerNum). */
  r3MaxDishPerTurn: number;
  r3IsMaxDishWithCustomerNum: boolean;
}

/** The cart as the realtime protocol carries it (ordering.md §3 "Cart metadata"). */
export interface CartMetadata {
  id: string;
  orderId: number;
  tableId: number;
  users: { userName: string }[];
  /** Cart lines, keyed by turn number. */
  items: Record<string, TurnItems>;
  /** Submitted lines, keyed by turn number. */
  historyItems: Record<string, TurnItems>;
  orderCustomerNum: number;
  /** Units in the cart that count towards the round limit (this turn). */
  r3TotalNum: number;
  /** Units already sent in this turn that count towards the round limit. */
  r3HistoryTotalNum: number;
  /** Units sent per turn that count towards the round limit. */
  r3HistoryDishes: { turn: number; totalNum: number }[];
  r3: CartR3;
}

/**
 * The stored cart state the reducer works on. Everything else in {@link CartMetadata} is derived
 * from it, the order's history and the rule configuration (see toCartMetadata).
 */
export interface CartState {
  id: string;
  orderId: number;
  tableId: number;
  nowTurn: number;
  /** Epoch milliseconds when the current turn started. */
  nowTurnStartDate: number;
  /** Lines in the order they were created. */
  lines: CartDish[];
}

/**
 * The menu-item fields the rules read (ordering.md §3 "Menu item": limits, bargain, type, price,
 * category). Field names as the menu API carries them.
 */
export interface RuleDish {
  menu_item_id: number;
  item_name1: string;
  item_name2?: string | null;
  item_i18n?: Record<string, string> | null;
  /** 0 normal, 3 set menu. */
  item_type: number;
  price_1: number;
  takeout_price_1?: number | null;
  /** Second-level category. */
  dmi_slu_id?: number | null;
  /** The first-level menu of its category (a rule in force may hide it: see checkBusinessTime). */
  main_group_id?: number | null;
  /** 0 normal; 1, 2, 3 promotion; 2 has a limited count. */
  bargain_stype?: number | null;
  /** Remaining count of a bargain dish with a limited count. */
  bargain_num_cur?: number | null;
  /** 1: the dish does not join the global round limit (nor max rounds, nor business time). */
  not_joining_global_limit?: Flag;
  /** 1: the per-customer dish limit (R1) applies. */
  rule_lnr_enable?: Flag;
  /** R1 maximum per customer (999 or more: unlimited). */
  rule_lnr_max_num?: number | null;
  /** 1: units beyond the R1 maximum become excess units instead of being refused. */
  rule_lnr_limit_enable?: Flag;
  /** Price of each excess unit. */
  rule_lnr_limit_price?: number | null;
  /** R1 maximum for the whole table (0, missing, or 999 or more: none). */
  rule_table_max_num?: number | null;
  /** R8 category limit per person (default 9999; 999 or more: unlimited). */
  category_order_limit?: number | null;
  /** R8 category limit for the table (default 9999; 999 or more: unlimited). */
  table_category_order_limit?: number | null;
  /**
   * The R8 limits set on the dish's second-level category (ordering.md §3 "Second-level
   * category"), when the restaurant sets them there rather than (or as well as) on the dish. Every
   * dish of the category shares them; where both set a limit the stricter one holds.
   */
  category?: CategoryRuleLimits | null;
}

/** The R8 limits of a second-level category (ordering.md §3), as the menu API carries them. */
export interface CategoryRuleLimits {
  /** Per person (default 9999; 999 or more: unlimited). */
  category_order_limit?: number | null;
  /** For the whole table. */
  table_category_order_limit?: number | null;
  /** Per customer (each diner's own cap). */
  customers_category_order_limit?: number | null;
}

/** A dish entry of a set-menu course group (ordering.md §3 "Set-menu course group"). */
export interface CourseEntry {
  menu_item_id: number;
  detail_id?: number | null;
  item_name1?: string | null;
  /** Extra price per unit chosen. */
  price: number;
  /** Default units when a select-all group is auto-filled (1 when missing). */
  num?: number | null;
  rule_lnr_max_num?: number | null;
  bargain_stype?: number | null;
  item_type?: number | null;
}

/** A set-menu course group (ordering.md §3 "Set-menu course group"). */
export interface CourseGroup {
  course_group_id: number;
  course_group_name: string;
  is_must: Flag;
  is_select_all: Flag;
  is_full_select: Flag;
  choose_num: number;
  course_detail: CourseEntry[];
}

/** Units chosen per course group: group id → (menu_item_id → units). */
export type SetMenuSelection = Record<number, Record<number, number>>;

/** True for a 0/1 flag that is on (ordering.md §3: is_must, not_joining_global_limit, rule_lnr_enable, … are 0/1). */
export function isOn(flag: Flag): boolean {
  return flag === 1 || flag === true || flag === '1';
}
