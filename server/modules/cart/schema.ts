// Payload schemas of the cart2 socket paths (ordering.md §7). Every object refuses unknown keys:
// the client drops a key named in an 'Invalid:' answer and resends once (ordering.md §5).
import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

const strict = { additionalProperties: false } as const;
const Int = Type.Integer({ minimum: -2147483647, maximum: 2147483647 });
const IdText = Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\w-]+$' });
const NumericText = Type.String({ minLength: 1, maxLength: 11, pattern: '^-?\\d+$' });
const Flag = Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.Boolean(), Type.Null(), Type.String({ maxLength: 8 })]);

export const CartFind = Type.Object(
  {
    tableId: Type.Optional(Type.Union([Int, NumericText])),
    id: Type.Optional(Type.Union([IdText, Int, Type.Null()])),
    orderId: Type.Optional(Type.Union([Int, NumericText, Type.Null()])),
  },
  strict,
);

const Condiment = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }), price: Type.Number({ minimum: -1e6, maximum: 1e6 }) }, strict);
const SetMeal = Type.Record(Type.String({ pattern: '^\\d{1,10}$' }), Type.Record(Type.String({ pattern: '^\\d{1,10}$' }), Type.Integer({ minimum: 0, maximum: 999 })));
const RuleConfig = Type.Object(
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
    condiments: Type.Optional(Type.Array(Condiment, { maxItems: 50 })),
    remark: Type.Optional(Type.String({ maxLength: 500 })),
    setMeal: Type.Optional(SetMeal),
    eat_type: Type.Optional(Flag),
    is_discount: Type.Optional(Flag),
    is_make: Type.Optional(Flag),
    rush: Type.Optional(Flag),
    check_name: Type.Optional(Type.String({ maxLength: 100 })),
    ruleConfig: Type.Optional(RuleConfig),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    name2: Type.Optional(Type.String({ maxLength: 200 })),
    secondMenuId: Type.Optional(Type.Union([Int, Type.Null()])),
    dishType: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    originPrice: Type.Optional(Type.Number()),
  },
  strict,
);

export const Empty = Type.Object({ cartFind: Type.Optional(CartFind) }, strict);
export const OptionalEmpty = Type.Union([Empty, Type.Undefined(), Type.Null()]);

export const CartInit = Type.Union([
  Type.Object({ cartFind: Type.Optional(CartFind), language: Type.Optional(Type.String({ maxLength: 16 })), project: Type.Optional(Type.String({ maxLength: 32 })) }, strict),
  Type.Undefined(),
  Type.Null(),
]);

/** action.type 0 adds or removes one unit (mathSymbol); 1 sets condiments and remark of the line dish.id. */
export const CartUpdate = Type.Object(
  {
    cartFind: Type.Optional(CartFind),
    dish: CartDishIn,
    mathSymbol: Type.Union([Type.Literal(0), Type.Literal(1)]),
    action: Type.Optional(Type.Object({ type: Type.Union([Type.Literal(0), Type.Literal(1)]), state: Type.Integer({ minimum: 0, maximum: 9 }) }, strict)),
    isAddedToCart: Type.Optional(Type.Boolean()),
    isAddDuplicate: Type.Optional(Type.Boolean()),
  },
  strict,
);

export const CartFilterInit = Type.Object(
  {
    cartFind: Type.Optional(CartFind),
    projects: Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 })),
    groupBys: Type.Optional(Type.Array(Type.Union([Type.Literal('TURN'), Type.Literal('USER')]), { maxItems: 2 })),
    sortBys: Type.Optional(
      Type.Array(
        Type.Object({ field: Type.Literal('turn'), order: Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ASC'), Type.Literal('DESC')]) }, strict),
        { maxItems: 2 },
      ),
    ),
  },
  strict,
);

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

export const CartItemDelete = Type.Object(
  {
    cartFind: Type.Optional(CartFind),
    itemsInfo: Type.Array(Type.Object({ id: IdText, ruleConfig: Type.Optional(RuleConfig) }, strict), { minItems: 1, maxItems: 200 }),
  },
  strict,
);

export const CartTurnNext = Type.Object(
  {
    cartFind: Type.Optional(CartFind),
    operation: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Int])),
    turn: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  strict,
);

export const ToNextTurnManually = Type.Union([
  Type.Object({ cartFind: Type.Optional(CartFind), turn: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) }, strict),
  Type.Undefined(),
  Type.Null(),
]);

export const ClearRequestKey = Type.Object(
  { cartFind: Type.Optional(CartFind), requestKey: Type.String({ minLength: 1, maxLength: 80 }) },
  strict,
);

// Validation with 'Invalid:' answers ------------------------------------------------------------

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/**
 * Checks a payload. The refusal text starts with 'Invalid:'; an unknown key is named first, as
 * `Invalid: additional property '<key>' is not allowed at <path>`.
 */
export function check<S extends TSchema>(schema: S, payload: unknown): { ok: true; value: Static<S> } | { ok: false; message: string; property?: string } {
  let c = compiled.get(schema);
  if (!c) {
    c = Compile(schema);
    compiled.set(schema, c);
  }
  if (c.Check(payload)) return { ok: true, value: payload as Static<S> };
  const errors = c.Errors(payload) as unknown as SchemaError[];
  const extra = errors.find((e) => e.keyword === 'additionalProperties');
  if (extra) {
    const names = (extra.params.additionalProperties as string[] | undefined) ?? [];
    const property = names[0] ?? '';
    return { ok: false, property, message: `Invalid: additional property '${property}' is not allowed at ${extra.instancePath || '/'}` };
  }
  const first = errors.find((e) => e.keyword !== 'boolean' && e.keyword !== 'anyOf') ?? errors[0];
  return { ok: false, message: `Invalid: ${first ? `${first.instancePath || '/'} ${first.message}` : 'payload does not match the schema'}` };
}
