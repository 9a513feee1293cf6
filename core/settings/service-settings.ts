/**
 * The settings that change service, as the staff console edits them: approval of self-opened
 * tables, theme, display mode, round limits, call service, review, table PIN and the location
 * check. Each field is read with the catalogue's reader ({@link SETTINGS}) and written in the value
 * form the catalogue reads back, so an edited setting means the same to the server's rules and to
 * every diner's app. {@link serviceSettingWrites} refuses a change whose stored form would not
 * read back as asked, naming the field.
 */
import {
  SETTINGS,
  locationSettingsOf,
  readSetting,
  settingValue,
  type DisplayMode,
  type KitchenThresholds,
  type RestaurantTheme,
  type SettingDef,
  type Settings,
} from './catalog';
import type { Language } from '../locale/language';

/** Round limits (rule-global-turn-limit and rule-global-turn-max-number). */
export interface RoundLimits {
  /** Per-person dish limit per round and the round's length apply. */
  enabled: boolean;
  /** Dishes per person per round; null: the default (100). */
  dishesPerPerson: number | null;
  /** Minutes a round lasts; null: the default (10). */
  minutes: number | null;
  /** Maximum rounds; null: the default (10). */
  maxRounds: number | null;
  /** Each round may be sent once (one_turn_one_time_send). */
  oneSendPerRound: boolean;
}

/** The location check (set_map, google_map_lat, google_map_lng, map_scope). */
export interface LocationCheck {
  enabled: boolean;
  lat: number | null;
  lng: number | null;
  /** Ordering range in metres around the restaurant. */
  rangeMetres: number | null;
}

/** The settings that change service, as the staff console shows and edits them. */
export interface ServiceSettings {
  /** Staff approve tables that diners open themselves (open-table-audit). */
  approval: boolean;
  /** Setting 158. */
  theme: RestaurantTheme;
  /** Setting 107. */
  displayMode: DisplayMode;
  rounds: RoundLimits;
  /** The call-waiter tab (call_service_function). */
  callService: boolean;
  /** The review tab (dining_review). */
  review: boolean;
  /** Offer sharing 4–5 star reviews on the public map page (google_review). */
  googleReview: boolean;
  /** Tables have a 4-digit PIN (order_head_password). */
  pin: boolean;
  location: LocationCheck;
  /** Minutes after which a kitchen ticket turns late, then overdue (kitchen-ticket-age). */
  kitchen: KitchenThresholds;
  /** The language printed tickets are worded in (restaurant-language). */
  language: Language;
}

/** A change: any top-level field; rounds, location and kitchen may be given in part. */
export type ServiceSettingsPatch = Partial<
  Omit<ServiceSettings, 'rounds' | 'location' | 'kitchen'> & {
    rounds: Partial<RoundLimits>;
    location: Partial<LocationCheck>;
    kitchen: Partial<KitchenThresholds>;
  }
>;

const num = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** The service settings as the catalogue reads them. */
export function serviceSettingsOf(s: Settings): ServiceSettings {
  const turn = readSetting(s, SETTINGS.turnLimit);
  const loc = locationSettingsOf(s);
  return {
    approval: readSetting(s, SETTINGS.openTableAudit),
    theme: readSetting(s, SETTINGS.theme),
    displayMode: readSetting(s, SETTINGS.displayMode),
    rounds: {
      enabled: turn.enabled,
      dishesPerPerson: turn.turnDishes,
      minutes: turn.turnMinutes,
      maxRounds: readSetting(s, SETTINGS.turnMaxNumber),
      oneSendPerRound: readSetting(s, SETTINGS.oneTurnOneTimeSend),
    },
    callService: readSetting(s, SETTINGS.callService),
    review: (readSetting(s, SETTINGS.diningReview) ?? 0) > 0,
    googleReview: readSetting(s, SETTINGS.googleReview),
    pin: readSetting(s, SETTINGS.orderHeadPassword),
    location: {
      enabled: num(loc.set_map) === 1,
      lat: num(loc.google_map_lat),
      lng: num(loc.google_map_lng),
      rangeMetres: num(loc.map_scope),
    },
    kitchen: readSetting(s, SETTINGS.kitchenTicketAge),
    language: readSetting(s, SETTINGS.restaurantLanguage),
  };
}

/** One stored setting a change writes. */
export interface SettingWrite {
  def: SettingDef<unknown>;
  value: unknown;
}

/** A change that cannot be stored as asked; `field` is its JSON pointer in the change. */
export class ServiceSettingError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'ServiceSettingError';
  }
}

const THEME_VALUE: Record<RestaurantTheme, number> = { dark: 1, light: 2, gold: 3 };
const bit = (b: boolean) => (b ? 1 : 0);
const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The stored values a change writes, given the current settings (objects such as
 * rule-global-turn-limit keep the fields the change leaves alone). Throws ServiceSettingError when
 * a value is out of range or would not read back as asked.
 */
export function serviceSettingWrites(
  current: Settings,
  patch: ServiceSettingsPatch,
): SettingWrite[] {
  const writes: SettingWrite[] = [];
  const put = (def: SettingDef<unknown>, value: unknown) => writes.push({ def, value });
  const positiveOrNull = (field: string, v: number | null | undefined, max: number) => {
    if (v === null || v === undefined) return;
    if (!Number.isInteger(v) || v < 1 || v > max)
      throw new ServiceSettingError(field, `must be a whole number from 1 to ${max}, or null`);
  };

  if (patch.approval !== undefined) put(SETTINGS.openTableAudit, { enable: bit(patch.approval) });
  if (patch.theme !== undefined) put(SETTINGS.theme, THEME_VALUE[patch.theme]);
  if (patch.displayMode !== undefined)
    put(SETTINGS.displayMode, patch.displayMode === 'NORMAL' ? 1 : 0);
  if (patch.callService !== undefined) put(SETTINGS.callService, bit(patch.callService));
  if (patch.review !== undefined) put(SETTINGS.diningReview, bit(patch.review));
  if (patch.googleReview !== undefined) put(SETTINGS.googleReview, bit(patch.googleReview));
  if (patch.pin !== undefined) put(SETTINGS.orderHeadPassword, bit(patch.pin));
  if (patch.language !== undefined) put(SETTINGS.restaurantLanguage, patch.language);

  const r = patch.rounds;
  if (r) {
    positiveOrNull('/rounds/dishesPerPerson', r.dishesPerPerson, 999);
    positiveOrNull('/rounds/minutes', r.minutes, 24 * 60);
    positiveOrNull('/rounds/maxRounds', r.maxRounds, 999);
    if (r.enabled !== undefined || r.dishesPerPerson !== undefined || r.minutes !== undefined) {
      const stored = settingValue(current, SETTINGS.turnLimit);
      const next: Record<string, unknown> = isObject(stored) ? { ...stored } : {};
      if (r.enabled !== undefined) next.enable = bit(r.enabled);
      else next.enable ??= 0;
      if (r.dishesPerPerson !== undefined) {
        if (r.dishesPerPerson === null) delete next.turn_dishes;
        else next.turn_dishes = r.dishesPerPerson;
      }
      if (r.minutes !== undefined) {
        if (r.minutes === null) delete next.turn_mins;
        else next.turn_mins = r.minutes;
      }
      put(SETTINGS.turnLimit, next);
    }
    if (r.maxRounds !== undefined) put(SETTINGS.turnMaxNumber, r.maxRounds ?? '');
    if (r.oneSendPerRound !== undefined) put(SETTINGS.oneTurnOneTimeSend, bit(r.oneSendPerRound));
  }

  const l = patch.location;
  if (l) {
    const coordinate = (field: string, v: number | null | undefined, limit: number) => {
      if (v === null || v === undefined) return;
      if (!Number.isFinite(v) || v < -limit || v > limit)
        throw new ServiceSettingError(field, `must be between -${limit} and ${limit}, or null`);
    };
    coordinate('/location/lat', l.lat, 90);
    coordinate('/location/lng', l.lng, 180);
    if (l.rangeMetres !== undefined && l.rangeMetres !== null) {
      if (!Number.isFinite(l.rangeMetres) || l.rangeMetres < 0 || l.rangeMetres > 1_000_000)
        throw new ServiceSettingError(
          '/location/rangeMetres',
          'must be from 0 to 1000000, or null',
        );
    }
    if (l.enabled !== undefined) put(SETTINGS.setMap, bit(l.enabled));
    if (l.lat !== undefined) put(SETTINGS.googleMapLat, l.lat === null ? '' : String(l.lat));
    if (l.lng !== undefined) put(SETTINGS.googleMapLng, l.lng === null ? '' : String(l.lng));
    if (l.rangeMetres !== undefined)
      put(SETTINGS.mapScope, l.rangeMetres === null ? '' : String(l.rangeMetres));
    // A check that is on needs a place and a range, or no diner could ever order.
    const after = serviceSettingsOf(overlay(current, writes)).location;
    if (after.enabled && (after.lat === null || after.lng === null || after.rangeMetres === null))
      throw new ServiceSettingError(
        '/location',
        'an active location check needs lat, lng and rangeMetres',
      );
  }

  const k = patch.kitchen;
  if (k) {
    const minutes = (field: string, v: number | undefined) => {
      if (v !== undefined && (!Number.isInteger(v) || v < 1 || v > 24 * 60))
        throw new ServiceSettingError(field, `must be a whole number from 1 to ${24 * 60}`);
    };
    minutes('/kitchen/lateMinutes', k.lateMinutes);
    minutes('/kitchen/overdueMinutes', k.overdueMinutes);
    const now = readSetting(current, SETTINGS.kitchenTicketAge);
    const late = k.lateMinutes ?? now.lateMinutes;
    const overdue = k.overdueMinutes ?? now.overdueMinutes;
    if (overdue < late)
      throw new ServiceSettingError('/kitchen/overdueMinutes', 'must not come before lateMinutes');
    put(SETTINGS.kitchenTicketAge, { late_mins: late, overdue_mins: overdue });
  }

  // Every written value must read back, through the catalogue, as the change asked.
  const read = serviceSettingsOf(overlay(current, writes));
  for (const [key, want] of Object.entries(patch) as [keyof ServiceSettings, unknown][]) {
    if (want === undefined) continue;
    const got = read[key] as unknown;
    if (isObject(want) && isObject(got)) {
      for (const [k, v] of Object.entries(want)) {
        if (v !== undefined && got[k] !== v)
          throw new ServiceSettingError(`/${key}/${k}`, 'cannot be stored as asked');
      }
    } else if (got !== want) throw new ServiceSettingError(`/${key}`, 'cannot be stored as asked');
  }
  return writes;
}

/** The settings with the writes applied (by id where the setting has one, else by name). */
export function overlay(current: Settings, writes: readonly SettingWrite[]): Settings {
  const byName: Record<string, unknown> = {};
  const byId: Record<number, unknown> = {};
  if (Array.isArray(current)) {
    for (const s of current as readonly { id?: number | null; name: string; value: unknown }[]) {
      byName[s.name] = s.value;
      if (typeof s.id === 'number') byId[s.id] = s.value;
    }
  } else {
    const maps = current as { byName: Record<string, unknown>; byId?: Record<number, unknown> };
    Object.assign(byName, maps.byName);
    Object.assign(byId, maps.byId ?? {});
  }
  for (const w of writes) {
    byName[w.def.name] = w.value;
    if (w.def.id !== undefined) byId[w.def.id] = w.value;
  }
  return { byName, byId };
}
