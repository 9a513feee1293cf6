/**
 * The restaurant settings, one vocabulary for both sides (entry-home-service.md §3 "Settings read
 * by name", ordering.md §3 "Settings read by name"): every setting the spec names, by name or by
 * id, each with the reader of its value. GET /api/v2/settings lists them as `{ id, name, value }`;
 * the server reads one at a time from its store, the app holds them all. Both apply the same
 * {@link SettingDef.read}, so a value form is understood the same way everywhere.
 *
 * Value forms (as the staff system stores them): a number, a numeric text, a boolean, an object of
 * fields (`{ enable: 1, turn_dishes: 6 }`) or the JSON text of one. A missing setting reads as the
 * spec's default.
 */
import { DEFAULT_CLOSING_NOTICE_MINUTES } from '../business-hours/resolve';
import type { LocationSettings } from '../geo/distance';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../locale/language';

/**
 * What a settings reader reads: a name and a value, and the id where it has one. The wire's
 * setting (protocol/http.ts SettingEntry, as GET /api/v2/settings lists it) is one; the server's
 * own rows read by name are another.
 */
export interface SettingInput {
  id?: number | null;
  name: string;
  value: unknown;
}

/** The settings as the app holds them: values by name and by id. */
export interface SettingsMaps {
  readonly byName: Readonly<Record<string, unknown>>;
  readonly byId?: Readonly<Record<number, unknown>>;
}

/** The settings either side holds: the list GET /api/v2/settings returns, or the app's maps. */
export type Settings = readonly SettingInput[] | SettingsMaps;

/** One setting of the catalogue: where it is found (its id when the spec reads it by id, else its name) and how its value reads. */
export interface SettingDef<T> {
  readonly name: string;
  /** Set for the settings the spec reads by id (158 theme, 107 display mode, …). */
  readonly id?: number;
  /** The value as the rules use it; `value` is undefined when the setting is missing. */
  readonly read: (value: unknown) => T;
}

// ---------------------------------------------------------------------------------------------
// Value forms

/** A JSON text of an object or a list becomes that object or list; other values stay as they are. */
export function parseSettingValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  if (!t.startsWith('{') && !t.startsWith('[')) return value;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return value;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** A scalar as a number: a finite number, a boolean (1/0), a numeric text or 'true'/'false'. */
function scalarNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v !== 'string') return undefined;
  const t = v.trim().toLowerCase();
  if (t === 'true') return 1;
  if (t === 'false') return 0;
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A setting's number: the first of `fields` that holds one when the value is an object, else the
 * value itself. Undefined when there is none.
 */
function numberOf(value: unknown, fields: readonly string[] = []): number | undefined {
  const v = parseSettingValue(value);
  if (!isObject(v)) return scalarNumber(v);
  for (const f of fields) {
    const n = scalarNumber(v[f]);
    if (n !== undefined) return n;
  }
  return undefined;
}

/** A setting's text: the value itself, or the first of `fields` holding a text. */
function textOf(value: unknown, fields: readonly string[] = []): string | undefined {
  const v = parseSettingValue(value);
  if (typeof v === 'string') return v;
  if (!isObject(v)) return undefined;
  for (const f of fields) {
    const s = v[f];
    if (typeof s === 'string') return s;
  }
  return undefined;
}

/** On when the number is 1 (`1`, `'1'`, `true`, `{ status: 1 }`, …); missing → `fallback`. */
const flag =
  (fields: readonly string[], fallback = false) =>
  (value: unknown): boolean => {
    const n = numberOf(value, fields);
    return n === undefined ? fallback : n === 1;
  };

/** On unless the number is 0 (the "not 0" settings); missing → on. */
const notZero =
  (fields: readonly string[] = []) =>
  (value: unknown): boolean =>
    numberOf(value, fields) !== 0;

/** On when the number is above 0 (the "> 0" settings); missing → off. */
const aboveZero =
  (fields: readonly string[] = []) =>
  (value: unknown): boolean =>
    (numberOf(value, fields) ?? 0) > 0;

/** A positive number, or `fallback`. */
const positive =
  <F extends number | null>(fields: readonly string[], fallback: F) =>
  (value: unknown): number | F => {
    const n = numberOf(value, fields);
    return n !== undefined && n > 0 ? n : fallback;
  };

/** A menu id: a positive whole number, or `fallback`. */
const menuId =
  <F extends number | null>(fields: readonly string[], fallback: F) =>
  (value: unknown): number | F => {
    const n = numberOf(value, fields);
    return n !== undefined && Number.isInteger(n) && n > 0 ? n : fallback;
  };

const raw = (value: unknown): unknown => value;

// ---------------------------------------------------------------------------------------------
// Readers with a meaning of their own

/** The restaurant's themes (entry-home-service.md §1: setting id 158, 1 dark, 2 light, 3 gold). */
export type RestaurantTheme = 'dark' | 'light' | 'gold';
/** The menu page's display modes (ordering.md §2). */
export type DisplayMode = 'NORMAL' | 'CAROUSEL';
/** The dish name a restaurant displays (show-item-name1-or-item-name2). */
export type NameField = 'item_name1' | 'item_name2';
/** Business-hour modes (ordering.md §4: 24 h, fixed, weekly). */
export type HourMode = '24h' | 'fixed' | 'weekly';
/** Dish orders inside a category (setting menu-dishes-sort, or the menus' sort query). */
export const DISH_SORTS = ['sort', 'name', 'price', 'id'] as const;
export type DishSort = (typeof DISH_SORTS)[number];
/** Default menu id for the package fee and turn info (ordering.md §9: 9). */
export const DEFAULT_MENU_ID = 9;
/** Scan validity in hours when time_interval is missing (entry-home-service.md §4, §9: 4). */
export const DEFAULT_SCAN_VALIDITY_HOURS = 4;

/** Theme: 1 dark, 2 light, 3 gold; anything else (or missing) dark. */
function readTheme(value: unknown): RestaurantTheme {
  const n = numberOf(value, ['value']);
  return n === 2 ? 'light' : n === 3 ? 'gold' : 'dark';
}

/**
 * Display mode, ordering.md §2: "Default is CAROUSEL in client state; setting id 107: a truthy
 * value means NORMAL". The texts '', '0' and 'false' are not truthy.
 */
function readDisplayMode(value: unknown): DisplayMode {
  if (value === undefined || value === null) return 'CAROUSEL';
  if (typeof value === 'string') {
    const t = value.trim().toLowerCase();
    return t !== '' && t !== '0' && t !== 'false' ? 'NORMAL' : 'CAROUSEL';
  }
  return value ? 'NORMAL' : 'CAROUSEL';
}

/**
 * show-item-name1-or-item-name2 (showItemName1): the object form `{ showItemName1: 1 | 0 }`
 * shows item_name1 when on and item_name2 when 0; a plain value of 2 shows item_name2. Missing:
 * item_name1.
 */
function readNameField(value: unknown): NameField {
  const v = parseSettingValue(value);
  if (isObject(v)) return scalarNumber(v.showItemName1) === 0 ? 'item_name2' : 'item_name1';
  return scalarNumber(v) === 2 ? 'item_name2' : 'item_name1';
}

/** rule-global-turn-limit (enable, turn_dishes, turn_mins): the positive numbers, or null. */
export interface TurnLimitSetting {
  enabled: boolean;
  turnDishes: number | null;
  turnMinutes: number | null;
}

function readTurnLimit(value: unknown): TurnLimitSetting {
  const v = parseSettingValue(value);
  const field = (key: string): number | null => {
    const n = isObject(v) ? scalarNumber(v[key]) : undefined;
    return n !== undefined && n > 0 ? n : null;
  };
  return {
    enabled: isObject(v) && scalarNumber(v.enable) === 1,
    turnDishes: field('turn_dishes'),
    turnMinutes: field('turn_mins'),
  };
}

/**
 * kitchen-ticket-age (ours; the spec leaves the kitchen to the staff system): minutes after which
 * a kitchen ticket turns from new to late, then overdue.
 */
export interface KitchenThresholds {
  lateMinutes: number;
  overdueMinutes: number;
}

/** The kitchen's thresholds when kitchen-ticket-age is missing. */
export const DEFAULT_KITCHEN_THRESHOLDS: KitchenThresholds = {
  lateMinutes: 10,
  overdueMinutes: 20,
};

/** `{ late_mins, overdue_mins }`: positive numbers, else the defaults; overdue never before late. */
function readKitchenThresholds(value: unknown): KitchenThresholds {
  const v = parseSettingValue(value);
  const field = (key: string, fallback: number): number => {
    const n = isObject(v) ? scalarNumber(v[key]) : undefined;
    return n !== undefined && n > 0 ? n : fallback;
  };
  const lateMinutes = field('late_mins', DEFAULT_KITCHEN_THRESHOLDS.lateMinutes);
  return {
    lateMinutes,
    overdueMinutes: Math.max(
      lateMinutes,
      field('overdue_mins', DEFAULT_KITCHEN_THRESHOLDS.overdueMinutes),
    ),
  };
}

/** A language code ('IT', or { value: 'IT' }), upper-cased; EN when missing or unknown. */
function readLanguage(value: unknown): Language {
  const code = textOf(value, ['value', 'language'])?.trim().toUpperCase();
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

function readHourMode(value: unknown): HourMode | null {
  const s = textOf(value, ['mode']);
  return s === '24h' || s === 'fixed' || s === 'weekly' ? s : null;
}

function readDishSort(value: unknown): DishSort {
  const s = textOf(value, ['value']);
  return (DISH_SORTS as readonly unknown[]).includes(s) ? (s as DishSort) : 'sort';
}

/** Local dates 'YYYY-MM-DD': a list, a comma list, or `{ dates: [...] }`. */
function readDates(value: unknown): string[] {
  const v = parseSettingValue(value);
  const list: unknown[] = Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? v.split(',')
      : isObject(v) && Array.isArray(v.dates)
        ? v.dates
        : [];
  return list
    .filter((d): d is string => typeof d === 'string')
    .map((d) => d.trim())
    .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
}

const def = <T>(name: string, read: (value: unknown) => T): SettingDef<T> => ({ name, read });
const defById = <T>(
  id: number,
  name: string,
  read: (value: unknown) => T,
): SettingDef<T> & { readonly id: number } => ({ id, name, read });

// ---------------------------------------------------------------------------------------------
// The catalogue

/** Print-rule setting ids (entry-home-service.md §3, ordering.md §3). */
export const PRINT_RULE_IDS = [2, 3, 9, 11, 12, 13, 14, 24, 25, 30] as const;

/**
 * Every setting the spec names. The ones read by id carry it (the name is the one the demo
 * restaurant stores them under); the others are found by name.
 */
export const SETTINGS = {
  // Read by id (entry-home-service.md §3)
  /** 158: 1 dark, 2 light, 3 gold. */
  theme: defById(158, 'theme', readTheme),
  /** 107: a truthy value means NORMAL, else CAROUSEL. */
  displayMode: defById(107, 'display-mode', readDisplayMode),
  /** 129: member login feature, default on. */
  memberLogin: defById(129, 'member-login', flag(['enable', 'status', 'value'], true)),
  /** 37: printing enabled. */
  printing: defById(37, 'printing', flag(['enable', 'status', 'value'])),
  /** 123: takeaway printing. */
  takeawayPrinting: defById(123, 'takeaway-printing', flag(['enable', 'status', 'value'])),

  // Print rules (ids 2–30; the names are the demo restaurant's). Printing itself is setting 37.
  /** 2: a kitchen ticket per round and printer (on when missing). */
  printKitchenTicket: defById(2, 'print-rule-kitchen-ticket', flag(['enable', 'value'], true)),
  /** 3: drinks on the bar printer (routing by print class does it; kept for the console). */
  printBarTicket: defById(3, 'print-rule-bar-ticket', flag(['enable', 'value'], true)),
  /** 9: equal dishes (same dish, remark and condiments) on one ticket line. */
  printMergeSameDish: defById(9, 'print-rule-merge-same-dish', flag(['enable', 'value'])),
  /** 11: remarks and condiments under the dish (on when missing). */
  printRemarks: defById(11, 'print-rule-print-remarks', flag(['enable', 'value'], true)),
  /** 12: the customer id under the dish. */
  printCustomer: defById(12, 'print-rule-print-customer', flag(['enable', 'value'])),
  /** 13: the round number in the ticket's head (on when missing). */
  printRound: defById(13, 'print-rule-print-round', flag(['enable', 'value'], true)),
  /** 14: item_name2 under item_name1. */
  printSecondName: defById(14, 'print-rule-second-name', flag(['enable', 'value'])),
  /** 24: copies of each ticket (default 1). */
  printCopies: defById(24, 'print-rule-copies', positive(['value', 'copies'], 1)),
  /** 25: a summary ticket of the whole round on the default printer. */
  printOrderSummary: defById(25, 'print-rule-order-summary', flag(['enable', 'value'])),
  /** 30: a TAKEAWAY label on quick-service tickets. */
  printTakeawayLabel: defById(30, 'print-rule-takeaway-label', flag(['enable', 'value'])),

  // Table opening (entry-home-service.md §2, §4, §5)
  /** open-table-audit (enable): staff approve self-opened tables; on when missing (§4). */
  openTableAudit: def('open-table-audit', notZero(['enable'])),
  /** qop_open-table-mode: 0 lets only staff open a free table; missing or other values let diners. */
  openTableMode: def('qop_open-table-mode', notZero(['value', 'status'])),
  /** customer-first-screen: 1 joins an open table straight into /Main. */
  customerFirstScreen: def('customer-first-screen', flag(['value', 'status'])),
  /** default-selection-menu: the menu preselected when opening a table, or null. */
  defaultSelectionMenu: def('default-selection-menu', menuId(['menu_id', 'value'], null)),
  /**
   * multi-menu-selection (ours): a table may be opened with several first-level menus at once
   * (select_menu is a list, entry-home-service.md §3); off when missing: one menu per table.
   */
  multiMenuSelection: def('multi-menu-selection', flag(['enable', 'status', 'value'])),
  /** package-fee (menu_id): the takeaway (packet) menu; default menu id 9. */
  packageFee: def('package-fee', menuId(['menu_id'], DEFAULT_MENU_ID)),
  /** time_interval: hours a scanned table code stays valid (default 4). */
  timeInterval: def('time_interval', positive(['value'], DEFAULT_SCAN_VALIDITY_HOURS)),
  /** is_encrypting: table codes carry an encrypted table id. */
  isEncrypting: def('is_encrypting', flag(['enable', 'status', 'value'])),
  /**
   * table_code_legacy (ours): also accept the spec's unauthenticated AES-128-CBC table codes, for
   * restaurants whose printed QR codes predate sealed codes. Off by default: such codes can be forged.
   */
  tableCodeLegacy: def('table_code_legacy', flag(['enable', 'status', 'value'])),

  // Rounds and limits (ordering.md §3, §5)
  /** rule-autonomous-meal (status): each diner orders under an own customer id. */
  autonomousMeal: def('rule-autonomous-meal', flag(['status'])),
  /** rule-local-dish-limit (enable): per-dish caps inside set-menu groups. */
  localDishLimit: def('rule-local-dish-limit', flag(['enable'])),
  /**
   * rule-global-turn-limit (enable, turn_dishes, turn_mins): the round timer and the round's dish
   * limit (R3) on, dishes per round and minutes per round; the rule defaults fill what is missing.
   */
  turnLimit: def('rule-global-turn-limit', readTurnLimit),
  /** rule-global-turn-max-number: maximum rounds, or null (a plain value, or max_turn / value). */
  turnMaxNumber: def('rule-global-turn-max-number', positive(['max_turn', 'value'], null)),
  /** one_turn_one_time_send: each round may be sent once. */
  oneTurnOneTimeSend: def('one_turn_one_time_send', flag(['enable'])),

  // Menu page (ordering.md §2, §3)
  /** show-item-name1-or-item-name2 (showItemName1): the dish name shown, item_name1 or item_name2. */
  itemName: def('show-item-name1-or-item-name2', readNameField),
  /** qop-menu-default-mode: the menu's default display mode as the staff system sets it. */
  menuDefaultMode: def('qop-menu-default-mode', readDisplayMode),
  /** menu-dishes-sort: dish order inside a category (default 'sort'). */
  dishSort: def('menu-dishes-sort', readDishSort),
  /** is_show_sell_out_dishes: 0 hides sold-out and promotional dishes; missing shows them. */
  showSoldOut: def('is_show_sell_out_dishes', notZero(['value', 'status'])),
  /** order_menu_status: menus can be ordered from. */
  orderMenuStatus: def('order_menu_status', notZero(['value', 'status'])),
  /** is_show_order_time: the history shows order times. */
  showOrderTime: def('is_show_order_time', flag(['value', 'status'])),
  /** custom_remark: the remark box of the condiment dialog, hidden when 0 (ordering.md §2). */
  customRemark: def('custom_remark', notZero(['value', 'status'])),
  /** dish_remarks: dish remarks are shown, unless 0. */
  dishRemarks: def('dish_remarks', notZero(['value', 'status'])),

  // Service, notices, review, PIN (entry-home-service.md §2)
  /** call_service_function: the call-waiter tab shows unless 0. */
  callService: def('call_service_function', notZero(['value', 'status'])),
  /** promotional_advertisement: the notice tab shows when above 0. */
  promotionalAdvertisement: def('promotional_advertisement', aboveZero(['value', 'status'])),
  /** advertising_time: minutes before the bulletin popup, or null. */
  advertisingTime: def('advertising_time', positive(['value', 'mins'], null)),
  /** dining_review: the review level; the review tab shows when above 0. Undefined when missing. */
  diningReview: def('dining_review', (v) => numberOf(v, ['value', 'status'])),
  /** google_review: 1 offers sharing a 4–5 star review on the public map page. */
  googleReview: def('google_review', flag(['value', 'status'])),
  /** order_head_password: tables have a PIN when above 0. */
  orderHeadPassword: def('order_head_password', aboveZero(['value', 'status'])),
  /** guide: the guided tour for first-time diners, unless 0. */
  guide: def('guide', notZero(['value', 'status'])),

  // The staff console's kitchen display (ours)
  /**
   * restaurant-language (ours): the language the restaurant works in, for what staff read on
   * paper (printed tickets); EN when missing.
   */
  restaurantLanguage: def('restaurant-language', readLanguage),
  /** kitchen-ticket-age (late_mins, overdue_mins): when a ticket turns late, then overdue. */
  kitchenTicketAge: def('kitchen-ticket-age', readKitchenThresholds),

  // Location check (entry-home-service.md §5)
  /** map_key: the map service's key (read by nothing yet). */
  mapKey: def('map_key', (v) => textOf(v, ['value']) ?? ''),
  /** google_map_lat: the restaurant's latitude. */
  googleMapLat: def('google_map_lat', raw),
  /** google_map_lng: the restaurant's longitude. */
  googleMapLng: def('google_map_lng', raw),
  /** map_scope: the allowed range (compared as range / 1000 km). */
  mapScope: def('map_scope', raw),
  /** set_map: 1 restricts ordering to the range around the restaurant. */
  setMap: def('set_map', raw),

  // Business hours (ordering.md §4, entry-home-service.md §9)
  /** disable-order-notice-appear-time (mins): the closing notice's lead, default 15 minutes. */
  closingNotice: def(
    'disable-order-notice-appear-time',
    positive(['mins'], DEFAULT_CLOSING_NOTICE_MINUTES),
  ),
  /** business-hour-mode: '24h', 'fixed' or 'weekly'; null when missing (the caller decides). */
  businessHourMode: def('business-hour-mode', readHourMode),
  /** holidays: the local dates on which the weekday-7 hours and prices apply (is_holidays=1). */
  holidays: def('holidays', readDates),
} as const;

// ---------------------------------------------------------------------------------------------
// Reading

/** The stored value of a setting (JSON texts parsed), or undefined when it is missing. */
export function settingValue(settings: Settings, setting: SettingDef<unknown>): unknown {
  let value: unknown;
  if (isSettingList(settings)) {
    const entry = settings.find((s) =>
      setting.id !== undefined ? s.id === setting.id : s.name === setting.name,
    );
    value = entry?.value;
  } else {
    value = setting.id !== undefined ? settings.byId?.[setting.id] : settings.byName[setting.name];
  }
  return parseSettingValue(value);
}

function isSettingList(settings: Settings): settings is readonly SettingInput[] {
  return Array.isArray(settings);
}

/** A setting read with the catalogue's reader. */
export function readSetting<T>(settings: Settings, setting: SettingDef<T>): T {
  return setting.read(settingValue(settings, setting));
}

/** The restaurant's theme (setting 158). */
export const themeOf = (s: Settings): RestaurantTheme => readSetting(s, SETTINGS.theme);
/** The menu's display mode (setting 107). */
export const displayModeOf = (s: Settings): DisplayMode => readSetting(s, SETTINGS.displayMode);
/** Autonomous ordering (rule-autonomous-meal status). */
export const isAutonomous = (s: Settings): boolean => readSetting(s, SETTINGS.autonomousMeal);
/** The dish name the restaurant displays. */
export const nameFieldOf = (s: Settings): NameField => readSetting(s, SETTINGS.itemName);
/** Staff approve self-opened tables (open-table-audit; on when missing). */
export const approvalRequired = (s: Settings): boolean => readSetting(s, SETTINGS.openTableAudit);
/** Diners may open a free table themselves (qop_open-table-mode not 0). */
export const selfOpenAllowed = (s: Settings): boolean => readSetting(s, SETTINGS.openTableMode);
/** The menu preselected when opening a table, or null. */
export const defaultSelectionMenuOf = (s: Settings): number | null =>
  readSetting(s, SETTINGS.defaultSelectionMenu);
/** A table may hold several first-level menus (multi-menu-selection). */
export const multiMenuAllowed = (s: Settings): boolean =>
  readSetting(s, SETTINGS.multiMenuSelection);
/** An open table joins straight into /Main (customer-first-screen 1). */
export const straightToMenu = (s: Settings): boolean =>
  readSetting(s, SETTINGS.customerFirstScreen);
/** The call-waiter tab (call_service_function not 0). */
export const callServiceEnabled = (s: Settings): boolean => readSetting(s, SETTINGS.callService);
/** The remark box of the condiment dialog (custom_remark not 0). */
export const remarkBoxShown = (s: Settings): boolean => readSetting(s, SETTINGS.customRemark);
/** The review tab (dining_review above 0). */
export const reviewTabShown = (s: Settings): boolean =>
  (readSetting(s, SETTINGS.diningReview) ?? 0) > 0;
/** The table PIN tab (order_head_password above 0). */
export const pinEnabled = (s: Settings): boolean => readSetting(s, SETTINGS.orderHeadPassword);
/** Per-dish caps inside set-menu groups (rule-local-dish-limit enable). */
export const localDishLimitOn = (s: Settings): boolean => readSetting(s, SETTINGS.localDishLimit);
/** The language printed tickets are worded in (restaurant-language). */
export const restaurantLanguageOf = (s: Settings): Language =>
  readSetting(s, SETTINGS.restaurantLanguage);
/** The kitchen display's ticket-age thresholds (kitchen-ticket-age). */
export const kitchenThresholdsOf = (s: Settings): KitchenThresholds =>
  readSetting(s, SETTINGS.kitchenTicketAge);
/** Hours a scanned table code stays valid (time_interval, default 4). */
export const scanValidityHours = (s: Settings): number => readSetting(s, SETTINGS.timeInterval);
/**
 * True when a scan (ms since the epoch) is missing or older than `hours` at `now`
 * (entry-home-service.md §4 "QR scan validity": then 'please scan again').
 */
export const scanIsStale = (scannedAt: number | null | undefined, now: number, hours: number) =>
  !scannedAt || now - scannedAt > hours * 3_600_000;

/** The location check's settings (google_map_lat, google_map_lng, map_scope, set_map). */
export function locationSettingsOf(s: Settings): LocationSettings {
  const scalar = (v: unknown): number | string | null =>
    typeof v === 'number' || typeof v === 'string' ? v : null;
  return {
    google_map_lat: scalar(readSetting(s, SETTINGS.googleMapLat)),
    google_map_lng: scalar(readSetting(s, SETTINGS.googleMapLng)),
    map_scope: scalar(readSetting(s, SETTINGS.mapScope)),
    set_map: scalar(readSetting(s, SETTINGS.setMap)),
  };
}
