// The staff console's contract: its session, the floor, kitchen dish status and availability
// (HTTP bodies and the staff room's events). Pure: typebox alone.
import { Type, type Static } from 'typebox';

const Int = Type.Integer();
const Str = Type.String();
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** GET /api/v2/staff/session: who is signed in, and until when (epoch seconds). */
export const StaffSessionSchema = Type.Object({
  employee_id: Int,
  name: Str,
  role: Str,
  exp: Type.Number(),
});
export type StaffSessionView = Static<typeof StaffSessionSchema>;

/**
 * Item status (ordering.md §3 is_make): 0 not made, 1 made (delivering), 2 served, 3 paused,
 * 5 cannot be made (cancelled), 11 shown as made.
 */
export const IS_MAKE_VALUES = [0, 1, 2, 3, 5, 11] as const;
export type IsMake = (typeof IS_MAKE_VALUES)[number];
export const IsMakeValue = Type.Union(IS_MAKE_VALUES.map((v) => Type.Literal(v)));

/** PATCH /api/v2/staff/order-details/{id}: a dish's kitchen status. */
export const DishStatusBody = Type.Object(
  { is_make: IsMakeValue },
  { additionalProperties: false },
);
export type DishStatusPatch = Static<typeof DishStatusBody>;

/**
 * A dish whose kitchen status changed: the answer of the PATCH, KITCHEN_DISH to the staff room
 * and UPDATE_DISH to the order's room (whose history reloads).
 */
export const DishStatusSchema = Type.Object({
  order_detail_id: Int,
  order_head_id: Int,
  table_id: Int,
  requestKey: Type.Union([Str, Type.Null()]),
  is_make: Type.Union([Int, Type.Null()]),
});
export type DishStatus = Static<typeof DishStatusSchema>;

/** PATCH /api/v2/staff/menu-items/{id}: sold out during service, or available again. */
export const AvailabilityBody = Type.Object(
  { sold_out: Type.Boolean() },
  { additionalProperties: false },
);

/** A dish as the sold-out screen lists it (GET /api/v2/staff/menu-items). */
export const StaffMenuItemSchema = Type.Object({
  menu_item_id: Int,
  item_name1: Str,
  item_name2: Str,
  /** The dish's names per language (the menu's item_i18n): the console shows the staff's. */
  item_i18n: Type.Record(Str, Type.Unknown()),
  category: Str,
  /** The category's names per language. */
  category_i18n: Type.Record(Str, Type.Unknown()),
  print_class: Str,
  sold_out: Type.Boolean(),
  /** A limited promotion's stock left (null: not a limited promotion). */
  bargain_num_cur: Type.Union([Int, Type.Null()]),
  bargain_item_id: Type.Union([Int, Type.Null()]),
});
export type StaffMenuItem = Static<typeof StaffMenuItemSchema>;
export const StaffMenuItemList = Type.Object({ data: Type.Array(StaffMenuItemSchema) });

/** IS_UPDATE_MENU to every diner: dishes that became sold out or available again. */
export const MenuAvailability = Type.Object({
  menu_item_ids: Type.Array(Int),
  sold_out: Type.Boolean(),
});
export type MenuAvailability = Static<typeof MenuAvailability>;

/** One table of the floor view. */
export const FloorTableSchema = Type.Object({
  table_id: Int,
  table_name: Str,
  /** free, review (waiting for approval), open, paused; merged when merge_status is set. */
  state: Type.Union([
    Type.Literal('free'),
    Type.Literal('review'),
    Type.Literal('open'),
    Type.Literal('paused'),
    Type.Literal('merged'),
  ]),
  table_status: Type.Union([Int, Type.Null()]),
  cor_status: Type.Union([Int, Type.Null()]),
  order_head_id: Type.Union([Int, Type.Null()]),
  customer_num: Int,
  adult_number: Int,
  child_number: Int,
  other_number: Int,
  select_menu: Str,
  /** The menus' names, in the order of select_menu. */
  menu_names: Type.Array(Str),
  /** ISO time the order was opened (null: no order). */
  opened_at: Type.Union([Str, Type.Null()]),
  /** The current round (turn) and when it started (epoch ms); null without an order. */
  turn: Type.Union([Int, Type.Null()]),
  turn_started_at: Type.Union([Type.Number(), Type.Null()]),
  /** Minutes a round lasts (0: no round timer). */
  turn_minutes: Type.Number(),
  open_calls: Int,
  merge_target_table_id: Type.Union([Int, Type.Null()]),
});
export type FloorTable = Static<typeof FloorTableSchema>;

/** GET /api/v2/staff/floor */
export const FloorSchema = Type.Object({
  tables: Type.Array(FloorTableSchema),
  now: Str,
  /** The menus a table may be opened with now (the rule in force), and its default among them. */
  open_menus: Type.Object({
    offered: Type.Array(Int),
    default_menu: Type.Union([Int, Type.Null()]),
  }),
});
export type Floor = Static<typeof FloorSchema>;

/** The PIN of an order as staff see it (GET/PUT/DELETE /api/v2/staff/orders/{id}/pin). */
export const StaffPinSchema = Type.Object({
  order_head_id: Int,
  order_password: Type.Union([Str, Type.Null()]),
});
export type StaffPin = Static<typeof StaffPinSchema>;
export const StaffPinBody = Type.Object(
  { order_password: Type.String({ pattern: '^\\d{4}$' }) },
  { additionalProperties: false },
);

/** POST /api/v2/staff/tables/{id}/open: staff open a table for diners. */
export const StaffOpenBody = Type.Object(
  {
    adult_number: Type.Integer({ minimum: 0, maximum: 99 }),
    child_number: Type.Integer({ minimum: 0, maximum: 99 }),
    select_menu: Type.Array(Id, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);

/** Why a console's session ended: signed out (on any device), or its account changed. */
export const STAFF_SIGNED_OUT_REASONS = ['logout', 'account'] as const;
export type StaffSignedOutReason = (typeof STAFF_SIGNED_OUT_REASONS)[number];
/** STAFF_SIGNED_OUT to every socket of an employee whose sessions ended. */
export const StaffSignedOut = Type.Object({
  reason: Type.Union([Type.Literal('logout'), Type.Literal('account')]),
});
export type StaffSignedOut = Static<typeof StaffSignedOut>;

/** PIN_GUESSING to the staff room: the order's wrong-PIN budget ran out (someone is guessing). */
export const PinGuessing = Type.Object({ table_id: Int, order_head_id: Int });
export type PinGuessing = Static<typeof PinGuessing>;

/** A service call was seen by staff (SERVICE_CALL_DONE to the staff room). */
export const ServiceCallDone = Type.Object({ id: Int, table_id: Int });
export type ServiceCallDone = Static<typeof ServiceCallDone>;

/** PUT /api/v2/staff/rounds/{requestKey}/bump: a ticket bumped off the kitchen display (true) or recalled (false). */
export const KitchenBumpBody = Type.Object(
  { bumped: Type.Boolean() },
  { additionalProperties: false },
);

/** The answer of that PUT, and KITCHEN_BUMP to the staff room: every staff screen follows. */
export const KitchenBumpSchema = Type.Object({
  requestKey: Str,
  bumped: Type.Boolean(),
});
export type KitchenBump = Static<typeof KitchenBumpSchema>;

/** The round's requestKey in the bump route. */
export const RoundKeyParams = Type.Object({
  requestKey: Type.String({ minLength: 1, maxLength: 100 }),
});
