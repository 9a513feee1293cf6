// The settings editor of the staff console: GET and PATCH /api/v2/staff/settings (the settings
// that change service, read and written through core/settings/service-settings.ts), and the
// SETTINGS_UPDATED event that brings every connected app the stored values it changed.
import { Type, type Static } from 'typebox';

const Bool = Type.Boolean();
const Whole = (max: number) =>
  Type.Union([Type.Integer({ minimum: 1, maximum: max }), Type.Null()]);

export const RoundLimitsSchema = Type.Object(
  {
    enabled: Bool,
    /** Dishes per person per round; null: the default (100). */
    dishesPerPerson: Whole(999),
    /** Minutes a round lasts; null: the default (10). */
    minutes: Whole(24 * 60),
    /** Maximum rounds; null: the default (10). */
    maxRounds: Whole(999),
    oneSendPerRound: Bool,
  },
  { additionalProperties: false },
);

export const LocationCheckSchema = Type.Object(
  {
    enabled: Bool,
    lat: Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()]),
    lng: Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()]),
    /** Ordering range in metres around the restaurant. */
    rangeMetres: Type.Union([Type.Number({ minimum: 0, maximum: 1_000_000 }), Type.Null()]),
  },
  { additionalProperties: false },
);

export const KitchenThresholdsSchema = Type.Object(
  {
    /** Minutes after which a kitchen ticket turns late. */
    lateMinutes: Type.Integer({ minimum: 1, maximum: 24 * 60 }),
    /** Minutes after which it turns overdue (not before late). */
    overdueMinutes: Type.Integer({ minimum: 1, maximum: 24 * 60 }),
  },
  { additionalProperties: false },
);

const fields = {
  /** Staff approve tables that diners open themselves (open-table-audit). */
  approval: Bool,
  /** Setting 158. */
  theme: Type.Union([Type.Literal('dark'), Type.Literal('light'), Type.Literal('gold')]),
  /** Setting 107. */
  displayMode: Type.Union([Type.Literal('NORMAL'), Type.Literal('CAROUSEL')]),
  /** The call-waiter tab. */
  callService: Bool,
  /** The review tab. */
  review: Bool,
  /** Offer sharing 4–5 star reviews on the public map page. */
  googleReview: Bool,
  /** Tables have a 4-digit PIN. */
  pin: Bool,
  /** The language printed tickets are worded in (restaurant-language). */
  language: Type.Union([
    Type.Literal('EN'),
    Type.Literal('IT'),
    Type.Literal('ZH'),
    Type.Literal('ES'),
    Type.Literal('DE'),
    Type.Literal('PT'),
    Type.Literal('FR'),
  ]),
};

/** GET /api/v2/staff/settings (and the answer of PATCH). */
export const ServiceSettingsSchema = Type.Object(
  {
    ...fields,
    rounds: RoundLimitsSchema,
    location: LocationCheckSchema,
    kitchen: KitchenThresholdsSchema,
  },
  { additionalProperties: false },
);
export type ServiceSettingsView = Static<typeof ServiceSettingsSchema>;

/** PATCH /api/v2/staff/settings: any field; rounds and location may be given in part. */
export const ServiceSettingsPatchBody = Type.Object(
  {
    approval: Type.Optional(fields.approval),
    theme: Type.Optional(fields.theme),
    displayMode: Type.Optional(fields.displayMode),
    callService: Type.Optional(fields.callService),
    review: Type.Optional(fields.review),
    googleReview: Type.Optional(fields.googleReview),
    pin: Type.Optional(fields.pin),
    language: Type.Optional(fields.language),
    rounds: Type.Optional(Type.Partial(RoundLimitsSchema)),
    location: Type.Optional(Type.Partial(LocationCheckSchema)),
    kitchen: Type.Optional(Type.Partial(KitchenThresholdsSchema)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ServiceSettingsPatch = Static<typeof ServiceSettingsPatchBody>;

/** SETTINGS_UPDATED (to every socket): the settings a change wrote, as GET /api/v2/settings lists them. */
export const SettingsUpdated = Type.Object({
  settings: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), value: Type.Unknown() }),
  ),
});
export type SettingsUpdated = Static<typeof SettingsUpdated>;

const Source = Type.Union([Type.Literal('rule'), Type.Literal('global'), Type.Literal('fallback')]);
/** A business-hour window (rule) and the round values it sets itself (null: left to the settings). */
export const RoundWindowSchema = Type.Object({
  id: Type.Integer(),
  start_time: Type.String(),
  end_time: Type.String(),
  /** Weekdays, 0 Sunday … 6 Saturday, 7 holidays, as a comma list. */
  week: Type.String(),
  /** The window's menu's name. */
  name: Type.String(),
  dishesPerPerson: Type.Union([Type.Integer(), Type.Null()]),
  minutes: Type.Union([Type.Integer(), Type.Null()]),
  maxRounds: Type.Union([Type.Integer(), Type.Null()]),
});
export type RoundWindow = Static<typeof RoundWindowSchema>;

/**
 * GET /api/v2/staff/round-settings: the round values the server runs the tables with now (core's
 * resolveRoundValues: a business-hour window's own values, else the settings, else the
 * fallbacks), where each comes from, and the windows that set their own values (with
 * business-hour mode on; they win over the settings in their hours).
 */
export const RoundsInForceSchema = Type.Object({
  /** Business-hour mode: '24h' (the windows' round values are not used), 'fixed' or 'weekly'. */
  mode: Type.String(),
  now: Type.Object({
    dishesPerPerson: Type.Integer(),
    minutes: Type.Number(),
    maxRounds: Type.Integer(),
    from: Type.Object({ dishesPerPerson: Source, minutes: Source, maxRounds: Source }),
    /** The window in force now, or null (24 h mode, or outside every window). */
    window: Type.Union([RoundWindowSchema, Type.Null()]),
  }),
  windows: Type.Array(RoundWindowSchema),
});
export type RoundsInForce = Static<typeof RoundsInForceSchema>;
