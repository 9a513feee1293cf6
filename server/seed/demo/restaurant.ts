import { SETTINGS } from '../../../core/settings/catalog';
import type { DemoRestaurant, Section, Setting, SettingValue, Table } from './types';

export const restaurantInfo: DemoRestaurant = {
  restaurant_name: 'Tavola Sakura',
  currency_name: '€',
  place_id: 'ChIJTavolaSakuraDemo0001',
  address: 'Via dei Ciliegi 8, 20121 Milano MI, Italia',
  phone: '+39 02 1234 5678',
  timezone: 'Europe/Rome',
};

/** Settings the app reads by id (spec: 129, 37, 123, 158, 107 and the print rules). */
const byId: Array<Omit<Setting, 'value'> & { value: string }> = [
  {
    id: 2,
    name: 'print-rule-kitchen-ticket',
    value: '1',
    description: 'Print a kitchen ticket for each round',
  },
  {
    id: 3,
    name: 'print-rule-bar-ticket',
    value: '1',
    description: 'Print drinks on the bar printer',
  },
  {
    id: 9,
    name: 'print-rule-merge-same-dish',
    value: '1',
    description: 'Merge equal dishes on one ticket line',
  },
  {
    id: 11,
    name: 'print-rule-print-remarks',
    value: '1',
    description: 'Print remarks and condiments under the dish',
  },
  {
    id: 12,
    name: 'print-rule-print-customer',
    value: '0',
    description: 'Print the customer id on tickets',
  },
  {
    id: 13,
    name: 'print-rule-print-round',
    value: '1',
    description: 'Print the round number on tickets',
  },
  {
    id: 14,
    name: 'print-rule-second-name',
    value: '1',
    description: 'Print item_name2 under item_name1',
  },
  { id: 24, name: 'print-rule-copies', value: '1', description: 'Copies of each kitchen ticket' },
  {
    id: 25,
    name: 'print-rule-order-summary',
    value: '0',
    description: 'Print a summary ticket per round',
  },
  {
    id: 30,
    name: 'print-rule-takeaway-label',
    value: '1',
    description: 'Print a label on takeaway orders',
  },
  {
    id: SETTINGS.printing.id,
    name: SETTINGS.printing.name,
    value: '1',
    description: 'Printing enabled',
  },
  {
    id: SETTINGS.displayMode.id,
    name: SETTINGS.displayMode.name,
    value: '0',
    description: 'Menu display mode: truthy NORMAL, 0 CAROUSEL',
  },
  {
    id: SETTINGS.takeawayPrinting.id,
    name: SETTINGS.takeawayPrinting.name,
    value: '1',
    description: 'Print takeaway orders',
  },
  {
    id: SETTINGS.memberLogin.id,
    name: SETTINGS.memberLogin.name,
    value: '1',
    description: 'Member login feature',
  },
  {
    id: SETTINGS.theme.id,
    name: SETTINGS.theme.name,
    value: '1',
    description: 'Theme: 1 dark, 2 light, 3 gold',
  },
];

const json = (value: Record<string, number | string>): SettingValue => value;

/** Settings the app reads by name. Ids from 1001 so that they never meet the ids above. */
const byName: Array<Omit<Setting, 'id'>> = [
  {
    name: 'open-table-audit',
    value: json({ enable: 1 }),
    description: 'Opening a table needs staff approval',
  },
  {
    name: 'rule-autonomous-meal',
    value: json({ status: 1 }),
    description: 'Each diner orders under an own customer id',
  },
  {
    name: 'rule-global-turn-limit',
    value: json({ enable: 1, turn_dishes: 6, turn_mins: 10 }),
    description: 'Dishes per person per round and round length in minutes',
  },
  { name: 'rule-global-turn-max-number', value: '10', description: 'Maximum number of rounds' },
  {
    name: 'kitchen-ticket-age',
    value: json({ late_mins: 10, overdue_mins: 20 }),
    description: 'Minutes after which a kitchen ticket turns late, then overdue',
  },
  { name: 'one_turn_one_time_send', value: '0', description: 'Each round may be sent only once' },
  {
    name: 'rule-local-dish-limit',
    value: json({ enable: 1 }),
    description: 'Per-dish limits apply',
  },
  { name: 'call_service_function', value: '1', description: 'Diners can call a waiter' },
  { name: 'promotional_advertisement', value: '1', description: 'Show the notice tab' },
  { name: 'dining_review', value: '1', description: 'Ask diners for a review' },
  {
    name: 'google_review',
    value: '1',
    description: 'Offer sharing 4–5 star reviews on the public map page',
  },
  { name: 'order_head_password', value: '1', description: 'Tables have a 4-digit PIN' },
  {
    name: 'customer-first-screen',
    value: '0',
    description: '1 joins an open table straight into the menu',
  },
  {
    name: 'show-item-name1-or-item-name2',
    value: json({ showItemName1: 1 }),
    description: 'Show item_name1 (1) or item_name2 (0)',
  },
  { name: 'time_interval', value: '4', description: 'Hours a scanned table code stays valid' },
  // Sealed codes by default: a photographed code is not a code for the table next to it.
  { name: 'is_encrypting', value: '1', description: 'Table codes carry a sealed table id' },
  { name: 'guide', value: '1', description: 'Show the guided tour to first-time diners' },
  { name: 'custom_remark', value: '1', description: 'Diners may write a remark on a dish' },
  { name: 'dish_remarks', value: '1', description: 'Show dish remarks' },
  {
    name: 'default-selection-menu',
    value: '2',
    description: 'Menu preselected when opening a table',
  },
  {
    name: 'multi-menu-selection',
    value: json({ enable: 1 }),
    description: 'A table may be opened with several menus at once',
  },
  {
    name: 'package-fee',
    value: json({ menu_id: 9 }),
    description: 'Menu used for takeaway orders and packaging',
  },
  {
    name: 'qop-menu-default-mode',
    value: '0',
    description: 'Default menu display mode: 0 CAROUSEL, 1 NORMAL',
  },
  {
    name: 'qop_open-table-mode',
    value: '1',
    description: '1 diners may open a free table, 0 only staff',
  },
  {
    name: 'map_key',
    value: '',
    description: 'Map service key (not needed for the distance check)',
  },
  { name: 'google_map_lat', value: '45.4642', description: 'Restaurant latitude' },
  { name: 'google_map_lng', value: '9.1900', description: 'Restaurant longitude' },
  { name: 'map_scope', value: '300', description: 'Ordering range in metres' },
  {
    name: 'set_map',
    value: '0',
    description: '1 restricts ordering to the range around the restaurant',
  },
  {
    name: 'advertising_time',
    value: '1',
    description: 'Minutes before the bulletin popup appears',
  },
  {
    name: 'disable-order-notice-appear-time',
    value: json({ mins: 15 }),
    description: 'Minutes before closing the closing notice appears',
  },
  {
    name: 'is_show_sell_out_dishes',
    value: '1',
    description: '0 hides sold-out and promotional dishes',
  },
  { name: 'menu-dishes-sort', value: 'sort', description: 'Dish order inside a category' },
  { name: 'order_menu_status', value: '1', description: 'Menus can be ordered from' },
  { name: 'is_show_order_time', value: '1', description: 'Show order times in the history' },
  {
    name: 'business-hour-mode',
    value: 'weekly',
    description: "Opening hours: '24h', 'fixed' or 'weekly' (per weekday rules)",
  },
  {
    name: 'holidays',
    value: [
      '2026-01-01',
      '2026-01-06',
      '2026-04-05',
      '2026-04-06',
      '2026-04-25',
      '2026-05-01',
      '2026-06-02',
      '2026-08-15',
      '2026-11-01',
      '2026-12-07',
      '2026-12-08',
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
      '2027-01-06',
      '2027-03-28',
      '2027-03-29',
      '2027-04-25',
      '2027-05-01',
      '2027-06-02',
      '2027-08-15',
      '2027-11-01',
      '2027-12-07',
      '2027-12-08',
      '2027-12-25',
      '2027-12-26',
    ].join(','),
    description:
      'Local dates on which the holiday (weekday 7) hours and prices apply: Italian holidays and Milan’s Sant’Ambrogio',
  },
];

/** Numeric texts become numbers; other texts and objects stay as written. */
function typed(value: SettingValue): SettingValue {
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

export const settings: Setting[] = [
  ...byId.map((s) => ({ ...s, value: typed(s.value) })),
  ...byName.map((s, i) => ({ id: 1001 + i, ...s, value: typed(s.value) })),
];

export const sections: Section[] = [
  { section_id: 1, section_name: 'Sala' },
  { section_id: 2, section_name: 'Veranda' },
  { section_id: 3, section_name: 'Giardino' },
];

/** T1–T10 in the hall, T11–T16 on the veranda, T17–T20 in the garden; -1 is quick service. */
export const tables: Table[] = [
  ...Array.from({ length: 20 }, (_, i): Table => {
    const n = i + 1;
    return {
      table_id: n,
      table_name: `T${n}`,
      section_id: n <= 10 ? 1 : n <= 16 ? 2 : 3,
      seats: n % 5 === 0 ? 8 : n % 2 === 0 ? 4 : 2,
      table_status: 0,
      cor_status: 0,
    };
  }),
];

export const QUICK_SERVICE_TABLE: Table = {
  table_id: -1,
  table_name: 'Quick Service',
  section_id: 0,
  seats: 0,
  table_status: 0,
  cor_status: 0,
};
