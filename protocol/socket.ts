// Every socket event both sides speak (ordering.md §7 "Realtime socket", §8), as typebox schemas
// with their static types, and socket.io's typed event maps built from them. The server validates
// each client payload against its schema; a payload object refuses unknown keys where the cart
// says so (the client drops a key named in an 'Invalid:' answer and resends once, ordering.md §5).
import type {
  DishStatus,
  KitchenBump,
  MenuAvailability,
  PinGuessing,
  ServiceCallDone,
  StaffSignedOut,
} from './staff';
import { Type, type Static } from 'typebox';
import { CartView, PromotionStock } from './cart';
import { OrderSchema, ReviewSchema, TableStatusSchema, type TableStatus } from './http';
import type { PrinterView } from './printing';
import type { SettingsUpdated } from './service-settings';
import type { OrderDeletedEvent, RestaurantImportedEvent } from './restaurant';

const strict = { additionalProperties: false } as const;
const Int = Type.Integer({ minimum: -2147483647, maximum: 2147483647 });
const IdText = Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\w-]+$' });
const NumericText = Type.String({ minLength: 1, maxLength: 11, pattern: '^-?\\d+$' });
const Flag = Type.Union([
  Type.Integer({ minimum: 0, maximum: 99 }),
  Type.Boolean(),
  Type.Null(),
  Type.String({ maxLength: 8 }),
]);

// Cart paths sent by the client (/cart2/*) --------------------------------------------------------

/** Which cart a call means: the session's own table, cart and order. */
export const CartFind = Type.Object(
  {
    tableId: Type.Optional(Type.Union([Int, NumericText])),
    id: Type.Optional(Type.Union([IdText, Int, Type.Null()])),
    orderId: Type.Optional(Type.Union([Int, NumericText, Type.Null()])),
  },
  strict,
);
export type CartFind = Static<typeof CartFind>;

/**
 * A condiment chosen for the dish, by its item_id among the dish's own condiment groups. The
 * server names and prices it from the restaurant's list: a name or price sent is refused.
 */
const CondimentIn = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, strict);
const SetMealIn = Type.Record(
  Type.String({ pattern: '^\\d{1,10}$' }),
  Type.Record(Type.String({ pattern: '^\\d{1,10}$' }), Type.Integer({ minimum: 0, maximum: 999 })),
);
const RuleConfigIn = Type.Object(
  {
    r1: Type.Optional(Type.Unknown()),
    r3: Type.Optional(Type.Unknown()),
    r8: Type.Optional(Type.Unknown()),
    marketing: Type.Optional(Type.Unknown()),
  },
  strict,
);

/** A dish as /cart2/update carries it (ordering.md §7 "Each cart dish sent has …"). */
export const CartDishIn = Type.Object(
  {
    id: Type.Union([IdText, Int]),
    originId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    totalCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
    condiments: Type.Optional(Type.Array(CondimentIn, { maxItems: 50 })),
    remark: Type.Optional(Type.String({ maxLength: 500 })),
    setMeal: Type.Optional(SetMealIn),
    eat_type: Type.Optional(Flag),
    is_discount: Type.Optional(Flag),
    is_make: Type.Optional(Flag),
    rush: Type.Optional(Flag),
    check_name: Type.Optional(Type.String({ maxLength: 100 })),
    ruleConfig: Type.Optional(RuleConfigIn),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    name2: Type.Optional(Type.String({ maxLength: 200 })),
    secondMenuId: Type.Optional(Type.Union([Int, Type.Null()])),
    dishType: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    originPrice: Type.Optional(Type.Number()),
  },
  strict,
);
export type CartDishIn = Static<typeof CartDishIn>;

const CartFindOnly = Type.Object({ cartFind: Type.Optional(CartFind) }, strict);
/** /cart2/existed, /cart2/connect, /cart2/disconnect, /cart2/delete: an optional cartFind. */
export const CartFindPayload = Type.Union([CartFindOnly, Type.Undefined(), Type.Null()]);
export type CartFindPayload = Static<typeof CartFindPayload>;

export const CartInit = Type.Union([
  Type.Object(
    {
      cartFind: Type.Optional(CartFind),
      language: Type.Optional(Type.String({ maxLength: 16 })),
      project: Type.Optional(Type.String({ maxLength: 32 })),
    },
    strict,
  ),
  Type.Undefined(),
  Type.Null(),
]);
export type CartInit = Static<typeof CartInit>;

/** action.type 0 adds or removes one unit (mathSymbol); 1 sets condiments and remark of the line dish.id. */
export const CartUpdate = Type.Object(
  {
    cartFind: Type.Optional(CartFind),
    dish: CartDishIn,
    mathSymbol: Type.Union([Type.Literal(0), Type.Literal(1)]),
    action: Type.Optional(
      Type.Object(
        {
          type: Type.Union([Type.Literal(0), Type.Literal(1)]),
          state: Type.Integer({ minimum: 0, maximum: 9 }),
        },
        strict,
      ),
    ),
    isAddedToCart: Type.Optional(Type.Boolean()),
    isAddDuplicate: Type.Optional(Type.Boolean()),
    /**
     * The change's idempotency key: a change whose key the cart has already applied is answered
     * again (ok, unchanged, `repeated`) and applied no second time, so a client that sends it
     * again after a lost answer or a reconnect never doubles a line.
     */
    requestKey: Type.Optional(Type.String({ minLength: 8, maxLength: 80, pattern: '^[\\w-]+$' })),
  },
  strict,
);
export type CartUpdate = Static<typeof CartUpdate>;

export const CartFilterInit = Type.Object(
  {
    cartFind: Type.Optional(CartFind),
    projects: Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 })),
    groupBys: Type.Optional(
      Type.Array(Type.Union([Type.Literal('TURN'), Type.Literal('USER')]), { maxItems: 2 }),
    ),
    sortBys: Type.Optional(
      Type.Array(
        Type.Object(
          {
            field: Type.Literal('turn'),
            order: Type.Union([
              Type.Literal('asc'),
              Type.Literal('desc'),
              Type.Literal('ASC'),
              Type.Literal('DESC'),
            ]),
          },
          strict,
        ),
        { maxItems: 2 },
      ),
    ),
  },
  strict,
);
export type CartFilterInit = Static<typeof CartFilterInit>;

export const CartSubmit = Type.Object(
  {
    project: Type.String({ minLength: 1, maxLength: 32 }),
    cartFind: CartFind,
    language: Type.Optional(Type.String({ maxLength: 16 })),
    requestKey: Type.Optional(Type.String({ minLength: 8, maxLength: 80, pattern: '^[\\w-]+$' })),
    // The client's view of the rules and the round: informative only; the server decides.
    dishRules: Type.Optional(Type.Unknown()),
    postData: Type.Optional(Type.Unknown()),
    roundListDetail: Type.Optional(Type.Unknown()),
  },
  strict,
);
export type CartSubmit = Static<typeof CartSubmit>;

export const CartItemDelete = Type.Object(
  {
    cartFind: Type.Optional(CartFind),
    itemsInfo: Type.Array(
      Type.Object({ id: IdText, ruleConfig: Type.Optional(RuleConfigIn) }, strict),
      { minItems: 1, maxItems: 200 },
    ),
  },
  strict,
);
export type CartItemDelete = Static<typeof CartItemDelete>;

export const CartTurnNext = Type.Object(
  {
    cartFind: Type.Optional(CartFind),
    operation: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Int])),
    turn: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  strict,
);
export type CartTurnNext = Static<typeof CartTurnNext>;

export const ToNextTurnManually = Type.Union([
  Type.Object(
    {
      cartFind: Type.Optional(CartFind),
      turn: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    },
    strict,
  ),
  Type.Undefined(),
  Type.Null(),
]);
export type ToNextTurnManually = Static<typeof ToNextTurnManually>;

export const ClearRequestKey = Type.Object(
  { cartFind: Type.Optional(CartFind), requestKey: Type.String({ minLength: 1, maxLength: 80 }) },
  strict,
);
export type ClearRequestKey = Static<typeof ClearRequestKey>;

// Rooms and table service sent by the client -------------------------------------------------------

const RoomName = Type.Union([
  Type.String({ minLength: 1, maxLength: 32, pattern: '^-?\\d{1,10}$' }),
  Type.Integer({ minimum: -2147483647, maximum: 2147483647 }),
]);
/** JOIN_ROOM and LEAVE_ROOM: the room (a table id, or a negative order id for quick service). */
export const JoinRoomPayload = Type.Union([RoomName, Type.Object({ room: RoomName })]);
export type JoinRoomPayload = Static<typeof JoinRoomPayload>;

export const SendInRoomPayload = Type.Object({
  room: RoomName,
  title: Type.String({ minLength: 1, maxLength: 64 }),
  content: Type.Unknown(),
});
export type SendInRoomPayload = Static<typeof SendInRoomPayload>;

const TableRef = Type.Union([
  Type.Integer({ minimum: 1, maximum: 2147483647 }),
  Type.String({ pattern: '^\\d{1,9}$' }),
]);
const Count = Type.Integer({ minimum: 0, maximum: 999 });

export const CallServicePayload = Type.Object({
  table_id: TableRef,
  table_name: Type.Optional(Type.String({ maxLength: 29 })),
  /**
   * Lite mode: the table name the diner typed (non-empty, under 30 characters, core's
   * liteTableNameProblem). Kept beside the store's table name, never instead of it.
   */
  lite_table_name: Type.Optional(Type.String({ maxLength: 200 })),
  message: Type.Optional(Type.String({ maxLength: 500 })),
  checkbox_group: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 30 })),
  customer: Type.Optional(Type.String({ maxLength: 64 })),
  order_id: Type.Optional(
    Type.Union([
      Type.Integer({ minimum: 0, maximum: 2147483647 }),
      Type.String({ pattern: '^\\d{0,9}$' }),
      Type.Null(),
    ]),
  ),
  project_name: Type.Optional(Type.String({ maxLength: 32 })),
  type: Type.Optional(Type.Literal('CALL_SERVICE')),
});
export type CallServicePayload = Static<typeof CallServicePayload>;

const MenuRef = Type.Union([
  Type.String({ minLength: 1, maxLength: 200 }),
  Type.Array(
    Type.Union([
      Type.Integer({ minimum: 1, maximum: 2147483647 }),
      Type.Object({ main_group_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
    ]),
    { minItems: 1, maxItems: 20 },
  ),
]);

/** SEND_ORDER_REQUEST and QOP_CREATE_ORDER_REQUEST: a table asks to be opened. */
export const OrderRequestPayload = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 40 })),
  tableId: TableRef,
  table_name: Type.Optional(Type.String({ maxLength: 64 })),
  menu: MenuRef,
  adultNum: Count,
  childNum: Count,
  otherNum: Type.Optional(Count),
  person: Type.Optional(Count),
  customer: Type.Optional(Type.String({ maxLength: 64 })),
  orderCode: Type.Optional(Type.String({ maxLength: 4, pattern: '^(\\d{4})?$' })),
});
export type OrderRequestPayload = Static<typeof OrderRequestPayload>;

// Refusals ---------------------------------------------------------------------------------------

/** The rule a cart refusal names (ordering.md §8), or null for a refusal outside the rules. */
export const CartRule = Type.Union([
  Type.Literal('r1'),
  Type.Literal('r3'),
  Type.Literal('r8'),
  Type.Null(),
]);
export type CartRule = Static<typeof CartRule>;

/** The facts of a cart refusal (core/cart/violations.ts ViolationDetail). */
export const CartErrorDetail = Type.Object({
  /** The limit that would be passed (for a promotion's stock: the units left). */
  limit: Type.Optional(Type.Number()),
  /** Units that would count against it after the change. */
  count: Type.Optional(Type.Number()),
  categoryId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  /** R1 'Excessed the max sell quantity': every dish asked beyond its stock. */
  outOfStock: Type.Optional(
    Type.Array(Type.Object({ menuName: Type.String(), excessedNum: Type.Number() })),
  ),
  failingGroups: Type.Optional(
    Type.Array(
      Type.Object({
        groupId: Type.Number(),
        groupName: Type.String(),
        count: Type.Number(),
        min: Type.Number(),
        max: Type.Number(),
        reason: Type.Union([Type.Literal('required'), Type.Literal('count')]),
        progress: Type.String(),
      }),
    ),
  ),
  remainingMs: Type.Optional(Type.Number()),
  field: Type.Optional(Type.String()),
  condimentIds: Type.Optional(Type.Array(Type.Number())),
  groupIds: Type.Optional(Type.Array(Type.Number())),
});
export type CartErrorDetail = Static<typeof CartErrorDetail>;

/** The refusal CART_ERROR carries: the catalogue text as message (ordering.md §8). */
export const CartErrorBody = Type.Object({
  serverEventName: Type.String(),
  code: Type.String(),
  rule: CartRule,
  message: Type.String(),
  detail: Type.Optional(CartErrorDetail),
  dishId: Type.Optional(Type.Integer()),
  dishName: Type.Optional(Type.String()),
  lineId: Type.Optional(Type.String()),
});
export type CartErrorBody = Static<typeof CartErrorBody>;

/** The refusal SOCKET_ERROR carries (events outside the cart). */
export const SocketErrorBody = Type.Object({
  code: Type.String(),
  message: Type.String(),
  serverEventName: Type.String(),
});
export type SocketErrorBody = Static<typeof SocketErrorBody>;

/** The ack of a refused event: the body of its error event, with ok false. */
export const RefusedAck = Type.Intersect([
  Type.Object({ ok: Type.Literal(false) }),
  Type.Union([CartErrorBody, SocketErrorBody]),
]);
export type RefusedAck = Static<typeof RefusedAck>;

// Server to client: the cart ------------------------------------------------------------------------

/** SUBMIT_CART (ordering.md §7: requestKey, project). */
export const SubmitAnswer = Type.Object({
  requestKey: Type.String(),
  project: Type.String(),
  orderId: Type.Integer(),
  tableId: Type.Integer(),
  turn: Type.Integer(),
  totalNum: Type.Integer(),
  orderDetailIds: Type.Array(Type.Integer()),
});
export type SubmitAnswer = Static<typeof SubmitAnswer>;

/** RESULT of /cart2/existed. */
export const ExistedResult = Type.Object({
  serverEventName: Type.Literal('/cart2/existed'),
  existed: Type.Boolean(),
  id: Type.Union([Type.String(), Type.Null()]),
});
export type ExistedResult = Static<typeof ExistedResult>;

/** RESULT of /cart2/filter/init: the cart's turns, each with its lines per diner. */
export const FilterResult = Type.Object({
  serverEventName: Type.Literal('/cart2/filter/init'),
  groupBys: Type.Array(Type.Union([Type.Literal('TURN'), Type.Literal('USER')])),
  groups: Type.Array(
    Type.Object({
      turn: Type.Integer(),
      users: Type.Array(Type.Object({ userName: Type.String(), items: Type.Unknown() })),
      ALL: Type.Unknown(),
      ANALYSIS_OBJECT: Type.Unknown(),
    }),
  ),
  cart: CartView,
});
export type FilterResult = Static<typeof FilterResult>;

export const SubmittingCart = Type.Object({ requestKey: Type.String(), userId: Type.String() });
export type SubmittingCart = Static<typeof SubmittingCart>;

export const ToNextTurn = Type.Intersect([
  CartView,
  Type.Object({ turn: Type.Integer(), droppedLineIds: Type.Array(Type.String()) }),
]);
export type ToNextTurn = Static<typeof ToNextTurn>;

export const ReturnDishes = Type.Object({
  turn: Type.Integer(),
  lineIds: Type.Array(Type.String()),
});
export type ReturnDishes = Static<typeof ReturnDishes>;

export const FirstExcessWarning = Type.Object({
  lineId: Type.String(),
  dishId: Type.Integer(),
  excessedNum: Type.Integer(),
});
export type FirstExcessWarning = Static<typeof FirstExcessWarning>;

/** The diner already has `count` of the dish: confirm with isAddDuplicate. */
export const DishesDuplicate = Type.Object({
  dishId: Type.Integer(),
  count: Type.Integer(),
  dish: CartDishIn,
});
export type DishesDuplicate = Static<typeof DishesDuplicate>;

/**
 * CHANGE_CART_TABLE; `token` (the reissued diner session) only to the order's own diners, and
 * `customer` to one whose customer id a merge renumbered (the id the token names).
 */
export const ChangeCartTable = Type.Object({
  orderId: Type.Integer(),
  fromTableId: Type.Integer(),
  tableId: Type.Integer(),
  cart: CartView,
  token: Type.Optional(Type.String()),
  customer: Type.Optional(Type.String()),
});
export type ChangeCartTable = Static<typeof ChangeCartTable>;

export const DisconnectCart = Type.Object({ orderId: Type.Integer(), tableId: Type.Integer() });
export type DisconnectCart = Static<typeof DisconnectCart>;

/** MARKETING: the stock left of the promotions a change took or set. */
export const MarketingMessage = Type.Object({
  kind: Type.Literal('PROMOTION_STOCK'),
  dishes: Type.Array(PromotionStock),
});
export type MarketingMessage = Static<typeof MarketingMessage>;

/** What CHAT_MESSAGE's content.event names (ordering.md §7), with the server's COUNT_DOWN_DISH. */
export const CHAT_EVENTS = [
  'CREATE_ORDER_REQUEST_SUCCESSED',
  'CREATE_ORDER_REQUEST_FAILED',
  'SEND_ORDER_REQUEST',
  'RESEND_ORDER_REQUEST',
  'CART_COMMIT_OTHER',
  'CART_COMMIT_QOP',
  'ADD_DISH_COUNT',
  'REMOVE_DISH_COUNT',
  'MODIFY_DISH',
  'CREATE_DISH',
  'DELETE_DISH',
  'UPDATE_DISH',
  'UPDATE_RESET_DISH',
  'TABLE_STATUS',
  'DISTRIBUTION_ID',
  'CUSTOMER_ID',
  'UPDATE_DISH_COUNT',
  'UPDATE_TURNRULES',
  'FIRST_JOIN',
  'COUNT_DOWN_DISH',
  'SET_NEXT_TURN_DISH',
  'UPDATE_CONDIMENTS',
  'ADD_COMMIT_LOCK',
  'REMOVE_COMMIT_LOCK',
  'SUBMITING_CART',
  'IS_UPDATE_MENU',
  'BUBBLE_PROMPT',
] as const;
export const ChatEvent = Type.Enum(CHAT_EVENTS);
export type ChatEvent = (typeof CHAT_EVENTS)[number];

/** The CHAT_MESSAGE envelope: `{ room, title: 'CHAT_MESSAGE', content: { event, ...data } }`. */
export const ChatMessage = Type.Object({
  room: Type.String(),
  title: Type.Literal('CHAT_MESSAGE'),
  content: Type.Intersect([
    Type.Record(Type.String(), Type.Unknown()),
    Type.Object({ event: ChatEvent }),
  ]),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** What SEND_IN_ROOM relays to the others of a room, under the title as event name. */
export const RelayedMessage = Type.Object({
  room: Type.String(),
  title: Type.String(),
  content: Type.Unknown(),
});
export type RelayedMessage = Static<typeof RelayedMessage>;

// Server to client: rooms, tables, orders, staff ------------------------------------------------

export const RoomJoined = Type.Object({ room: Type.String() });
export type RoomJoined = Static<typeof RoomJoined>;

/** An order opened at the table (joinOrder). */
export const JoinOrder = Type.Object({
  table_id: Type.Integer(),
  order_head_id: Type.Integer(),
  orderId: Type.Integer(),
});
export type JoinOrder = Static<typeof JoinOrder>;

/** An order as the orders API shows it (the answer's `created` flag left out). */
export const OrderSummary = Type.Omit(OrderSchema, ['created']);
export type OrderSummary = Static<typeof OrderSummary>;

/** UPDATE_ORDER_TABLE: the order changed (persons, menus) or moved to another table. */
export const UpdateOrderTable = Type.Intersect([
  OrderSummary,
  Type.Object({
    table: Type.Union([TableStatusSchema, Type.Null()]),
    from_table_id: Type.Optional(Type.Integer()),
    table_name: Type.Optional(Type.String()),
  }),
]);
export type UpdateOrderTable = Static<typeof UpdateOrderTable>;

export const CustomerId = Type.Object({
  order_head_id: Type.Integer(),
  customer_name: Type.String(),
});
export type CustomerId = Static<typeof CustomerId>;

export const MESSENGER_LEVELS = ['success', 'error', 'warning', 'info', 'default'] as const;
/** MESSENGER: a notice for the diners (message, level). */
export const Messenger = Type.Object({
  message: Type.String(),
  level: Type.Enum(MESSENGER_LEVELS),
  id: Type.Optional(Type.Integer()),
  table_id: Type.Optional(Type.Integer()),
});
export type Messenger = Static<typeof Messenger>;

export const LANGUAGES = ['EN', 'IT', 'ZH', 'ES', 'DE', 'PT', 'FR'] as const;
/** UPDATE_LOCALE from the staff console, or relayed by a diner of the table. */
export const UpdateLocale = Type.Union([
  Type.Object({
    table_id: Type.Integer(),
    language: Type.Enum(LANGUAGES),
  }),
  RelayedMessage,
]);
export type UpdateLocale = Static<typeof UpdateLocale>;

/** BUBBLE_PROMPT from the staff console, or relayed by a diner of the table. */
export const BubblePrompt = Type.Union([
  Type.Object({ table_id: Type.Integer(), message: Type.String() }),
  RelayedMessage,
]);
export type BubblePrompt = Static<typeof BubblePrompt>;

/** The answer to the table that asked to be opened. */
export const OrderRequestSent = Type.Object({
  status: Type.Literal(200),
  requestId: Type.Integer(),
  table_id: Type.Integer(),
});
export type OrderRequestSent = Static<typeof OrderRequestSent>;

/** A request to open a table as the staff see it (QOP_CREATE_ORDER_REQUEST, ORDER_REQUEST_DECIDED). */
export const OrderRequestView = Type.Intersect([
  Type.Record(Type.String(), Type.Unknown()),
  Type.Object({
    id: Type.Integer(),
    requestId: Type.Integer(),
    type: Type.String(),
    table_id: Type.Integer(),
    tableId: Type.Integer(),
    table_name: Type.String(),
    status: Type.String(),
    order_head_id: Type.Union([Type.Integer(), Type.Null()]),
    reason: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String(),
  }),
]);
export type OrderRequestView = Static<typeof OrderRequestView>;

/** A call for service as the staff see it (CALL_SERVICE to the staff room). */
export const ServiceCallView = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  table_id: Type.Integer(),
  table_name: Type.String(),
  /** What the diner typed in lite mode ('' otherwise); `table_name` is always the store's. */
  stated_table_name: Type.String(),
  message: Type.String(),
  checkbox_group: Type.Array(Type.String()),
  customer: Type.String(),
  order_id: Type.Union([Type.Integer(), Type.Null()]),
  project_name: Type.String(),
  status: Type.String(),
  created_at: Type.String(),
});
export type ServiceCallView = Static<typeof ServiceCallView>;

/** A diner's review (DINING_REVIEW to the staff room), as POST /api/v3/dining_reviews answers it. */
export const DiningReview = ReviewSchema;
export type DiningReview = Static<typeof DiningReview>;

/** A round sent to the kitchen (KITCHEN_ROUND to the staff room, GET /api/v2/staff/rounds). */
export const KitchenRound = Type.Object({
  requestKey: Type.String(),
  orderId: Type.Integer(),
  tableId: Type.Integer(),
  turn: Type.Integer(),
  /** ISO time the round was sent. */
  submittedAt: Type.String(),
  /** Bumped off the kitchen display (on every staff screen); a recall clears it. */
  bumped: Type.Boolean(),
  dishes: Type.Array(
    Type.Object({
      order_detail_id: Type.Integer(),
      menu_item_id: Type.Union([Type.Integer(), Type.Null()]),
      item_name1: Type.String(),
      item_name2: Type.String(),
      /** The dish's names per language (item_i18n): the console shows the staff's. */
      item_i18n: Type.Record(Type.String(), Type.Unknown()),
      quantity: Type.Integer(),
      excess_count: Type.Integer(),
      customer_name: Type.String(),
      remark: Type.String(),
      condiments: Type.Array(Type.Unknown()),
      is_make: Type.Union([Type.Integer(), Type.Null()]),
      /** The dish's print class (the kitchen station that makes it; '' for none). */
      print_class: Type.String(),
      /** Course dishes of a set meal. */
      contents: Type.Array(
        Type.Object({
          menu_item_id: Type.Union([Type.Integer(), Type.Null()]),
          item_name1: Type.String(),
          item_i18n: Type.Record(Type.String(), Type.Unknown()),
          quantity: Type.Integer(),
        }),
      ),
    }),
  ),
});
export type KitchenRound = Static<typeof KitchenRound>;

// Acks ------------------------------------------------------------------------------------------

/** The ack of a cart change: whether it changed the cart and the version written. */
export const CartChangeAck = Type.Object({
  ok: Type.Literal(true),
  changed: Type.Boolean(),
  version: Type.Integer(),
  /** The change's requestKey had been applied before: nothing was done this time. */
  repeated: Type.Optional(Type.Boolean()),
});
export type CartChangeAck = Static<typeof CartChangeAck>;

export const CartAck = Type.Object({ ok: Type.Literal(true), cart: CartView });
export type CartAck = Static<typeof CartAck>;

/** /cart2/update held back to ask about a duplicate (nothing was written). */
export const DuplicateAck = Type.Object({ ok: Type.Literal(false), duplicate: DishesDuplicate });
export type DuplicateAck = Static<typeof DuplicateAck>;

export const SubmitAck = Type.Intersect([
  Type.Object({ ok: Type.Literal(true), repeated: Type.Boolean() }),
  SubmitAnswer,
]);
export type SubmitAck = Static<typeof SubmitAck>;

export const TurnAck = Type.Object({
  ok: Type.Literal(true),
  changed: Type.Boolean(),
  turn: Type.Integer(),
  version: Type.Integer(),
});
export type TurnAck = Static<typeof TurnAck>;

export const OkAck = Type.Object({ ok: Type.Literal(true) });
export type OkAck = Static<typeof OkAck>;

export const RoomAck = Type.Object({ ok: Type.Literal(true), room: Type.String() });
export type RoomAck = Static<typeof RoomAck>;

// socket.io event maps ---------------------------------------------------------------------------

/** A client event: its payload and, when the client passes one, the ack it gets (or a refusal). */
type Call<P, A> = (payload: P, ack?: (body: A | RefusedAck) => void) => void;

export interface ClientToServerEvents {
  '/cart2/existed': Call<CartFindPayload, { ok: true } & ExistedResult>;
  '/cart2/init': Call<CartInit, CartAck>;
  '/cart2/connect': Call<CartFindPayload, CartAck>;
  '/cart2/disconnect': Call<CartFindPayload, OkAck>;
  '/cart2/update': Call<CartUpdate, CartChangeAck | DuplicateAck>;
  '/cart2/delete': Call<CartFindPayload, CartChangeAck>;
  '/cart2/item/delete': Call<CartItemDelete, CartChangeAck>;
  '/cart2/filter/init': Call<CartFilterInit, { ok: true } & FilterResult>;
  '/cart2/submit': Call<CartSubmit, SubmitAck>;
  '/cart2/turn/next': Call<CartTurnNext, TurnAck>;
  '/cart2/to_next_turn_manually': Call<ToNextTurnManually, TurnAck>;
  '/cart/clear/requestKey': Call<ClearRequestKey, { ok: true; requestKey: string }>;
  JOIN_ROOM: Call<JoinRoomPayload, RoomAck>;
  LEAVE_ROOM: Call<JoinRoomPayload, RoomAck>;
  SEND_IN_ROOM: Call<SendInRoomPayload, OkAck>;
  CALL_SERVICE: Call<CallServicePayload, { ok: true; id: number }>;
  SEND_ORDER_REQUEST: Call<OrderRequestPayload, { ok: true; requestId: number }>;
  QOP_CREATE_ORDER_REQUEST: Call<OrderRequestPayload, { ok: true; requestId: number }>;
}

/** A client event's name. */
export type ClientEvent = keyof ClientToServerEvents;
/** What a client event's ack carries when it succeeds. */
export type AckOf<E extends ClientEvent> =
  ClientToServerEvents[E] extends Call<infer _P, infer A> ? A : never;
/** A client event's payload. */
export type PayloadOf<E extends ClientEvent> = Parameters<ClientToServerEvents[E]>[0];

export interface ServerToClientEvents {
  // The cart
  INIT_CART: (cart: CartView) => void;
  CONNECT_CART: (cart: CartView) => void;
  UPDATE_CART: (cart: CartView) => void;
  RESULT: (body: ExistedResult | FilterResult) => void;
  SUBMIT_CART: (body: SubmitAnswer) => void;
  SUBMITING_CART: (body: SubmittingCart) => void;
  CART_ERROR: (body: CartErrorBody) => void;
  TO_NEXT_TURN: (body: ToNextTurn) => void;
  RETURN_DISHES: (body: ReturnDishes) => void;
  FIRST_EXCESS_WARNING: (body: FirstExcessWarning) => void;
  DISHES_DUPLICATE: (body: DishesDuplicate) => void;
  CHANGE_CART_TABLE: (body: ChangeCartTable) => void;
  DISCONNECT_CART: (body: DisconnectCart) => void;
  MARKETING: (body: MarketingMessage) => void;
  CHAT_MESSAGE: (body: ChatMessage | RelayedMessage) => void;
  // Rooms and refusals outside the cart
  JOIN_SUCCESS_MESSAGE: (body: RoomJoined) => void;
  LEAVE_SUCCESS_MESSAGE: (body: RoomJoined) => void;
  SOCKET_ERROR: (body: SocketErrorBody) => void;
  // Tables, orders and the staff console
  TABLE_STATUS: (body: TableStatus) => void;
  joinOrder: (body: JoinOrder) => void;
  UPDATE_ORDER_TABLE: (body: UpdateOrderTable) => void;
  CUSTOMER_ID: (body: CustomerId) => void;
  MESSENGER: (body: Messenger) => void;
  UPDATE_LOCALE: (body: UpdateLocale) => void;
  BUBBLE_PROMPT: (body: BubblePrompt) => void;
  SEND_ORDER_REQUEST: (body: OrderRequestSent) => void;
  // The staff room
  KITCHEN_ROUND: (round: KitchenRound) => void;
  QOP_CREATE_ORDER_REQUEST: (request: OrderRequestView) => void;
  ORDER_REQUEST_DECIDED: (request: OrderRequestView) => void;
  CALL_SERVICE: (call: ServiceCallView) => void;
  DINING_REVIEW: (review: DiningReview) => void;
  /** A dish's kitchen status changed (the staff room). */
  KITCHEN_DISH: (dish: DishStatus) => void;
  /** A ticket was bumped off the kitchen display, or recalled (the staff room). */
  KITCHEN_BUMP: (bump: KitchenBump) => void;
  /** Staff saw a call for service (the staff room). */
  SERVICE_CALL_DONE: (call: ServiceCallDone) => void;
  /** Every session of this employee ended (logout, account disabled, removed or new password). */
  STAFF_SIGNED_OUT: (body: StaffSignedOut) => void;
  /** Someone is guessing an order's PIN: its wrong-guess budget ran out. */
  PIN_GUESSING: (body: PinGuessing) => void;
  // The diners again: the kitchen and the menu during service
  /** A dish of the order changed its kitchen status: the history reloads. */
  UPDATE_DISH: (dish: DishStatus) => void;
  /**
   * A dish of the order was changed (entry-home-service.md "Received"); the server itself does
   * not send it, a diner of the table may relay it (SEND_IN_ROOM): the history reloads.
   */
  MODIFY_DISH: (body: RelayedMessage) => void;
  /** Dishes became sold out or available again: menus mark them at once. */
  IS_UPDATE_MENU: (body: MenuAvailability) => void;
  /** A printer's state changed (off, back on, a ticket waiting to be retried). */
  PRINTER_STATUS: (printer: PrinterView) => void;
  // Everybody
  /** Staff changed settings that change service; the stored values, as GET /api/v2/settings lists them. */
  SETTINGS_UPDATED: (body: SettingsUpdated) => void;
  /** The restaurant's setup was imported (the staff room): printers, menus, settings anew. */
  RESTAURANT_IMPORTED: (body: RestaurantImportedEvent) => void;
  /** An import deleted this diner's order: the phone goes back to the scan. */
  ORDER_DELETED: (body: OrderDeletedEvent) => void;
}

/** A server event's name and payload. */
export type ServerEvent = keyof ServerToClientEvents;
export type ServerPayloadOf<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/** Between server processes (through the Redis adapter). */
export interface InterServerEvents {
  /** A cart's turn started or was sent: the other processes re-arm their turn timers. */
  'cart:turn-changed': (orderId: number) => void;
  /** A process forgot a cache after a change (a dish sold out, settings, hours): the others too. */
  'cache:forget': (cache: 'settings' | 'business' | 'menu') => void;
  /** Employees' rows changed (null: all): the others forget them and recheck staff sockets. */
  'staff:forget': (ids: number[] | null) => void;
}

/** A diner's session as a socket carries it (from its token or cookie). */
export const DinerSocketSession = Type.Object({
  kind: Type.Literal('diner'),
  sid: Type.String(),
  tableId: Type.Integer(),
  orderId: Type.Integer(),
  customer: Type.String(),
  /** When the table code was scanned (seconds since the epoch). */
  scan: Type.Number(),
  exp: Type.Number(),
});
export type DinerSocketSession = Static<typeof DinerSocketSession>;

/** A staff member's session as a socket carries it. */
export const StaffSocketSession = Type.Object({
  kind: Type.Literal('staff'),
  employeeId: Type.Integer(),
  name: Type.String(),
  role: Type.String(),
  ver: Type.Optional(Type.Number()),
  pw: Type.Optional(Type.String()),
  exp: Type.Number(),
});
export type StaffSocketSession = Static<typeof StaffSocketSession>;

/** What the server keeps on each socket. */
export interface SocketData {
  diner: DinerSocketSession | null;
  staff: StaffSocketSession | null;
  /** The order whose entry checks (scan age, table PIN) this socket passed, and until when (ms). */
  gate?: { orderId: number; until: number };
  /** The device id of its handshake's device cookie (none without one). */
  device?: string | null;
  /** The client's address, as the HTTP routes resolve it (trustProxy). */
  address?: string;
}
