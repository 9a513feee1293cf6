// The shared cart as the wire carries it (ordering.md §3 "Cart dish (server cart)", "Cart
// metadata"): the lines, the turns and the round state both sides read. Field names are the
// protocol's; core's cart types (core/cart/types.ts) have the same shape.
import { Type, type Static } from 'typebox';

/** A condiment chosen on a cart line (its item_id, the restaurant's name and price per unit). */
export const CartCondiment = Type.Object({
  id: Type.Optional(Type.Integer()),
  name: Type.String(),
  price: Type.Number(),
});
export type CartCondiment = Static<typeof CartCondiment>;

/** One chosen dish of a set-meal group. */
export const CartSetMealItem = Type.Object({
  id: Type.Integer(),
  detailId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  totalNum: Type.Integer(),
  orderDetailId: Type.Union([Type.Integer(), Type.Null()]),
  inOrderId: Type.Union([Type.Integer(), Type.Null()]),
  extraPrice: Type.Number(),
});
export type CartSetMealItem = Static<typeof CartSetMealItem>;

export const CartSetMealGroup = Type.Object({
  groupId: Type.Integer(),
  groupName: Type.String(),
  items: Type.Array(CartSetMealItem),
});
export type CartSetMealGroup = Static<typeof CartSetMealGroup>;

/** A line of the shared cart. */
export const CartLine = Type.Object({
  id: Type.String(),
  originId: Type.Integer(),
  userId: Type.String(),
  userName: Type.String(),
  dishType: Type.Union([Type.Literal(0), Type.Literal(1)]),
  totalNum: Type.Integer(),
  turn: Type.Integer(),
  secondMenuId: Type.Union([Type.Integer(), Type.Null()]),
  remark: Type.String(),
  condiments: Type.Array(CartCondiment),
  r1: Type.Object({ r1ExcessedPrice: Type.Number() }),
  excessedNum: Type.Integer(),
  isExcessed: Type.Boolean(),
  r3Enable: Type.Boolean(),
  r8: Type.Object({
    categoryId: Type.Union([Type.Integer(), Type.Null()]),
    limit: Type.Union([Type.Integer(), Type.Null()]),
  }),
  name: Type.String(),
  name2: Type.String(),
  name_i18n: Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()]),
  originPrice: Type.Number(),
  setMealGroups: Type.Array(CartSetMealGroup),
  excessPriceAndCondimentsPriceForView: Type.String(),
});
export type CartLine = Static<typeof CartLine>;

/** Totals of a group of lines. */
export const AnalysisObject = Type.Object({ totalNum: Type.Number(), totalPrice: Type.Number() });
export type AnalysisObject = Static<typeof AnalysisObject>;

/** The lines of one turn: a list per user name, plus ALL and ANALYSIS_OBJECT. */
export const TurnItems = Type.Intersect([
  Type.Record(Type.String(), Type.Union([Type.Array(CartLine), AnalysisObject])),
  Type.Object({ ALL: Type.Array(CartLine), ANALYSIS_OBJECT: AnalysisObject }),
]);
export type TurnItems = Static<typeof TurnItems>;

/** Round state and limits as the cart carries them. */
export const CartR3 = Type.Object({
  nowTurn: Type.Integer(),
  r3MaxTurn: Type.Integer(),
  nowTurnStartDate: Type.Number(),
  r3MinutePerTurn: Type.Number(),
  r3MaxDishPerTurn: Type.Integer(),
  r3IsMaxDishWithCustomerNum: Type.Boolean(),
});
export type CartR3 = Static<typeof CartR3>;

/**
 * The whole cart (INIT_CART, CONNECT_CART; UPDATE_CART after a round, a turn's move or a merge,
 * the changes that touch the order's history or every line), with the store version of the cart
 * row. A change of lines alone goes out as CartLinesChanged.
 */
export const CartView = Type.Object({
  id: Type.String(),
  orderId: Type.Integer(),
  tableId: Type.Integer(),
  users: Type.Array(Type.Object({ userName: Type.String() })),
  items: Type.Record(Type.String(), TurnItems),
  historyItems: Type.Record(Type.String(), TurnItems),
  orderCustomerNum: Type.Integer(),
  r3TotalNum: Type.Integer(),
  r3HistoryTotalNum: Type.Integer(),
  r3HistoryDishes: Type.Array(Type.Object({ turn: Type.Integer(), totalNum: Type.Integer() })),
  r3: CartR3,
  /** Grows by one on every write; a client drops an UPDATE_CART older than the one it holds. */
  version: Type.Integer(),
});
export type CartView = Static<typeof CartView>;

/**
 * CHAT_MESSAGE content with event UPDATE_DISH_COUNT (ordering.md §7): the lines one committed
 * change of the cart added, changed or removed, sent to the table's diners instead of the whole
 * cart (core's CartLinesChange). A phone holding `baseVersion` applies it; one holding less asks
 * for the whole cart (/cart2/connect answers CONNECT_CART).
 */
export const CartLinesChanged = Type.Object({
  event: Type.Literal('UPDATE_DISH_COUNT'),
  orderId: Type.Integer(),
  baseVersion: Type.Integer(),
  version: Type.Integer(),
  nowTurn: Type.Integer(),
  nowTurnStartDate: Type.Number(),
  lines: Type.Array(CartLine),
  removed: Type.Array(Type.String()),
});
export type CartLinesChanged = Static<typeof CartLinesChanged>;

/** A promotion's stock after a change (MARKETING). */
export const PromotionStock = Type.Object({
  menu_item_id: Type.Integer(),
  bargain_item_id: Type.Integer(),
  bargain_stype: Type.Integer(),
  bargain_num_cur: Type.Integer(),
});
export type PromotionStock = Static<typeof PromotionStock>;
