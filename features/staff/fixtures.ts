// A service in progress for stories and tests: tables in every state, a request, calls, tickets
// of three ages and two stations, and dishes sold out or limited.
import type { KitchenRound, OrderRequestView, ServiceCallView } from '../../protocol';
import type { FloorTable, StaffMenuItem } from '../../protocol/staff';
import type { StaffMenu } from './names';

/**
 * Names as the restaurant stores them: its own (Italian) name, and the name per language. The
 * console shows the staff's language (these fixtures' English names in an English console).
 */
const NAMES: Record<string, { IT: string; ZH: string }> = {
  'Salmon nigiri': { IT: 'Nigiri di salmone', ZH: '三文鱼握寿司' },
  Gyoza: { IT: 'Ravioli alla piastra', ZH: '煎饺' },
  'Tonkotsu ramen': { IT: 'Ramen al brodo di maiale', ZH: '豚骨拉面' },
  Edamame: { IT: 'Fagioli di soia', ZH: '毛豆' },
  'Sushi boat for two': { IT: 'Barca di sushi per due', ZH: '双人寿司船' },
  'Tuna sashimi': { IT: 'Sashimi di tonno', ZH: '金枪鱼刺身' },
  'California roll': { IT: 'Uramaki California', ZH: '加州卷' },
  'Mochi of the day': { IT: 'Mochi del giorno', ZH: '今日麻薯' },
  Dinner: { IT: 'Cena', ZH: '晚餐' },
  Drinks: { IT: 'Bevande', ZH: '饮品' },
  Fried: { IT: 'Fritti', ZH: '炸物' },
  Desserts: { IT: 'Dolci', ZH: '甜点' },
};

/** The restaurant's own name of an English fixture name, and its names per language. */
function named(english: string): { name: string; i18n: Record<string, { name: string }> } {
  const n = NAMES[english];
  if (!n) return { name: english, i18n: {} };
  return { name: n.IT, i18n: { EN: { name: english }, IT: { name: n.IT }, ZH: { name: n.ZH } } };
}

/** The dine-in menus (GET /api/v3/menus): Dinner (2) and Drinks (3). */
export function menusFixture(): StaffMenu[] {
  return (['Dinner', 'Drinks'] as const).map((english, i) => ({
    main_group_id: i + 2,
    main_group_name: named(english).name,
    name_i18n: Object.fromEntries(Object.entries(named(english).i18n).map(([l, v]) => [l, v.name])),
  }));
}

const minutesAgo = (now: number, m: number) => new Date(now - m * 60_000).toISOString();

export function floorFixture(now: number): FloorTable[] {
  const base = {
    table_status: 0,
    cor_status: null,
    order_head_id: null,
    customer_num: 0,
    adult_number: 0,
    child_number: 0,
    other_number: 0,
    select_menu: '',
    menu_names: [] as string[],
    opened_at: null,
    turn: null,
    turn_started_at: null,
    turn_minutes: 10,
    open_calls: 0,
    merge_target_table_id: null,
  };
  const open = (id: number, minutes: number, over: Partial<FloorTable> = {}): FloorTable => ({
    ...base,
    table_id: id,
    table_name: `T${id}`,
    state: 'open',
    table_status: 3,
    cor_status: 1,
    order_head_id: 100 + id,
    customer_num: 3,
    adult_number: 2,
    child_number: 1,
    select_menu: '2',
    menu_names: ['Cena'],
    opened_at: minutesAgo(now, minutes),
    turn: 2,
    turn_started_at: now - 4 * 60_000,
    ...over,
  });
  return [
    { ...base, table_id: 1, table_name: 'T1', state: 'free' },
    open(2, 35, { open_calls: 1 }),
    { ...base, table_id: 3, table_name: 'T3', state: 'review', table_status: 2, cor_status: 0 },
    { ...base, table_id: 4, table_name: 'T4', state: 'paused', table_status: 5 },
    { ...base, table_id: 5, table_name: 'T5', state: 'merged', merge_target_table_id: 2 },
    open(6, 72, {
      adult_number: 6,
      child_number: 2,
      select_menu: '2,3',
      menu_names: ['Cena', 'Bevande'],
    }),
    { ...base, table_id: 7, table_name: 'Terrace long table 7', state: 'free' },
  ];
}

export function requestsFixture(now: number): OrderRequestView[] {
  return [
    {
      id: 11,
      requestId: 11,
      type: 'QOP_CREATE_ORDER_REQUEST',
      table_id: 3,
      tableId: 3,
      table_name: 'T3',
      status: 'pending',
      order_head_id: null,
      reason: null,
      created_at: minutesAgo(now, 1),
      adult_number: 2,
      child_number: 1,
      other_number: 0,
      select_menu: '2',
    },
  ];
}

export function callsFixture(now: number): ServiceCallView[] {
  return [
    {
      id: 21,
      type: 'CALL_SERVICE',
      table_id: 2,
      table_name: 'T2',
      stated_table_name: '',
      message: 'Could we have some more napkins and a high chair, please?',
      checkbox_group: ['Water', 'Cutlery'],
      customer: '1',
      order_id: 102,
      project_name: 'QOP',
      status: 'open',
      created_at: minutesAgo(now, 3),
    },
  ];
}

const dish = (
  id: number,
  name: string,
  quantity: number,
  station: string,
  over: Partial<KitchenRound['dishes'][number]> = {},
): KitchenRound['dishes'][number] => ({
  order_detail_id: id,
  menu_item_id: id,
  item_name1: named(name).name,
  item_name2: '',
  item_i18n: named(name).i18n,
  quantity,
  excess_count: 0,
  customer_name: '1',
  remark: '',
  condiments: [],
  is_make: 0,
  print_class: station,
  contents: [],
  ...over,
});

const content = (english: string) => ({
  item_name1: named(english).name,
  item_i18n: named(english).i18n,
});

export function roundsFixture(now: number): KitchenRound[] {
  return [
    {
      requestKey: 'r-overdue',
      orderId: 106,
      tableId: 6,
      turn: 1,
      submittedAt: minutesAgo(now, 24),
      bumped: false,
      dishes: [
        dish(1, 'Salmon nigiri', 4, '1', { is_make: 1 }),
        // Remarks and condiments as the wire carries them (ordering.md §5: whitespace as '_').
        dish(2, 'Gyoza', 2, '2', { remark: 'Well_done,_no_garlic' }),
      ],
    },
    {
      requestKey: 'r-late',
      orderId: 102,
      tableId: 2,
      turn: 2,
      submittedAt: minutesAgo(now, 12),
      bumped: false,
      dishes: [
        dish(3, 'Tonkotsu ramen', 1, '2', {
          condiments: [{ name: 'Extra_egg' }, { name: 'Non_piccante' }],
          excess_count: 1,
        }),
        dish(4, 'Salmon nigiri', 2, '1', { is_make: 2 }),
        dish(5, 'Edamame', 1, '2', { is_make: 5 }),
      ],
    },
    {
      requestKey: 'r-new',
      orderId: 106,
      tableId: 6,
      turn: 2,
      submittedAt: minutesAgo(now, 2),
      bumped: false,
      dishes: [
        dish(6, 'Sushi boat for two', 1, '1', {
          contents: [
            { menu_item_id: 61, ...content('Tuna sashimi'), quantity: 4 },
            { menu_item_id: 62, ...content('California roll'), quantity: 8 },
          ],
        }),
        dish(7, 'Gyoza', 3, '2', { is_make: 3 }),
      ],
    },
  ];
}

export const menuItemsFixture: StaffMenuItem[] = [
  {
    menu_item_id: 1,
    item_name1: named('Salmon nigiri').name,
    item_name2: '三文鱼握寿司',
    item_i18n: named('Salmon nigiri').i18n,
    category: 'Nigiri',
    category_i18n: {},
    print_class: '1',
    sold_out: false,
    bargain_num_cur: null,
    bargain_item_id: null,
  },
  {
    menu_item_id: 2,
    item_name1: named('Gyoza').name,
    item_name2: '煎饺',
    item_i18n: named('Gyoza').i18n,
    category: named('Fried').name,
    category_i18n: { EN: 'Fried', IT: 'Fritti', ZH: '炸物' },
    print_class: '2',
    sold_out: true,
    bargain_num_cur: null,
    bargain_item_id: null,
  },
  {
    menu_item_id: 8,
    item_name1: named('Mochi of the day').name,
    item_name2: '',
    item_i18n: named('Mochi of the day').i18n,
    category: named('Desserts').name,
    category_i18n: { EN: 'Desserts', IT: 'Dolci', ZH: '甜点' },
    print_class: '3',
    sold_out: false,
    bargain_num_cur: 6,
    bargain_item_id: 80,
  },
];
