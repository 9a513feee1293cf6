import type { Category, ExtraItem, FirstMenu, I18nName, WeekValue } from './types';

export const LUNCH = 1;
export const DINNER = 2;
export const WEEKEND = 3;
/** Served at every hour, so the demo can be tried whenever one opens it. */
export const ALL_DAY = 4;
/** À-la-carte takeaway menu; `package-fee` points at it. */
export const TAKEAWAY = 9;

export const extraItems: ExtraItem[] = [
  {
    item_id: 9001,
    item_name1: 'Coperto',
    item_name2: '餐位费',
    price_1: 2,
    item_i18n: {
      EN: { name: 'Cover charge', description: 'Bread, service and table setting' },
      IT: { name: 'Coperto', description: 'Pane, servizio e apparecchiatura' },
      ZH: { name: '餐位费', description: '面包、服务与餐具' },
      ES: { name: 'Cubierto', description: 'Pan, servicio y mantel' },
      DE: { name: 'Gedeck', description: 'Brot, Service und Gedeck' },
      PT: { name: 'Couvert', description: 'Pão, serviço e preparação da mesa' },
      FR: { name: 'Couvert', description: 'Pain, service et mise en place' },
    },
  },
  {
    item_id: 9002,
    item_name1: 'Coperto bambino',
    item_name2: '儿童餐位费',
    price_1: 1,
    item_i18n: {
      EN: { name: "Children's cover charge", description: 'Table setting for children under 12' },
      IT: { name: 'Coperto bambino', description: 'Apparecchiatura per bambini sotto i 12 anni' },
      ZH: { name: '儿童餐位费', description: '12岁以下儿童餐具' },
      ES: { name: 'Cubierto infantil', description: 'Cubierto para niños menores de 12 años' },
      DE: { name: 'Kindergedeck', description: 'Gedeck für Kinder unter 12 Jahren' },
      PT: { name: 'Couvert infantil', description: 'Serviço de mesa para crianças até 12 anos' },
      FR: { name: 'Couvert enfant', description: 'Couvert pour les enfants de moins de 12 ans' },
    },
  },
  {
    item_id: 9003,
    item_name1: 'Bibita bambino',
    item_name2: '儿童饮料',
    price_1: 1.5,
    item_i18n: {
      EN: { name: "Children's drink", description: 'A small juice or soft drink for each child' },
      IT: { name: 'Bibita bambino', description: 'Un succo o una bibita piccola per ogni bambino' },
      ZH: { name: '儿童饮料', description: '每位儿童一杯小果汁或汽水' },
      ES: { name: 'Bebida infantil', description: 'Un zumo o refresco pequeño por niño' },
      DE: { name: 'Kindergetränk', description: 'Ein kleiner Saft oder eine Limonade pro Kind' },
      PT: { name: 'Bebida infantil', description: 'Um sumo ou refrigerante pequeno por criança' },
      FR: { name: 'Boisson enfant', description: 'Un petit jus ou soda par enfant' },
    },
  },
  {
    item_id: 9004,
    item_name1: 'Supplemento festivo',
    item_name2: '节假日附加费',
    price_1: 3,
    item_i18n: {
      EN: { name: 'Holiday supplement', description: 'Applied on public holidays' },
      IT: { name: 'Supplemento festivo', description: 'Applicato nei giorni festivi' },
      ZH: { name: '节假日附加费', description: '法定节假日收取' },
      ES: { name: 'Suplemento festivo', description: 'Se aplica en días festivos' },
      DE: { name: 'Feiertagszuschlag', description: 'Gilt an gesetzlichen Feiertagen' },
      PT: { name: 'Suplemento de feriado', description: 'Aplicado nos feriados' },
      FR: { name: 'Supplément jour férié', description: 'Appliqué les jours fériés' },
    },
  },
];

const ADULT_EXTRAS = '9001';
const CHILD_EXTRAS = '9002,9003';
const OTHER_EXTRAS = '9001';
const HOLIDAY_ADULT_EXTRAS = '9001,9004';

function day(
  week: number,
  normal: number,
  child: number,
  other: number,
  holiday = false,
): WeekValue {
  return {
    week,
    normal_price: normal,
    child_price: child,
    other_price: other,
    extra_normal: holiday ? HOLIDAY_ADULT_EXTRAS : ADULT_EXTRAS,
    extra_child: CHILD_EXTRAS,
    extra_other: OTHER_EXTRAS,
  };
}

function menu(
  main_group_id: number,
  names: I18nName,
  prices: [number, number, number],
  week: number[],
  value: WeekValue[],
  sort: number,
  extras = true,
): FirstMenu {
  return {
    main_group_id,
    main_group_name: names.IT,
    main_group_name_i18n: names,
    normal_price: prices[0],
    child_price: prices[1],
    other_price: prices[2],
    extra_normal: extras ? ADULT_EXTRAS : '',
    extra_child: extras ? CHILD_EXTRAS : '',
    extra_other: extras ? OTHER_EXTRAS : '',
    set_item_main: 0,
    week: week.join(','),
    value,
    url: `first_menu/${main_group_id}.jpg`,
    sort,
  };
}

/** Prices: adult (normal), child (4–11 years), other (seniors over 70). */
export const firstMenus: FirstMenu[] = [
  menu(
    LUNCH,
    {
      EN: 'Lunch',
      IT: 'Pranzo',
      ZH: '午餐',
      ES: 'Almuerzo',
      DE: 'Mittagessen',
      PT: 'Almoço',
      FR: 'Déjeuner',
    },
    [16.9, 9.9, 13.9],
    [1, 2, 3, 4, 5],
    [1, 2, 3, 4, 5].map((w) => day(w, 16.9, 9.9, 13.9)).concat(day(7, 19.9, 11.9, 15.9, true)),
    1,
  ),
  menu(
    DINNER,
    {
      EN: 'Dinner',
      IT: 'Cena',
      ZH: '晚餐',
      ES: 'Cena',
      DE: 'Abendessen',
      PT: 'Jantar',
      FR: 'Dîner',
    },
    [27.9, 14.9, 21.9],
    [0, 1, 2, 3, 4, 5, 6],
    [
      ...[1, 2, 3, 4].map((w) => day(w, 27.9, 14.9, 21.9)),
      ...[5, 6, 0].map((w) => day(w, 29.9, 15.9, 22.9)),
      day(7, 31.9, 15.9, 23.9, true),
    ],
    2,
  ),
  menu(
    WEEKEND,
    {
      EN: 'Weekend',
      IT: 'Weekend',
      ZH: '周末',
      ES: 'Fin de semana',
      DE: 'Wochenende',
      PT: 'Fim de semana',
      FR: 'Week-end',
    },
    [29.9, 15.9, 22.9],
    [0, 6, 7],
    [day(6, 29.9, 15.9, 22.9), day(0, 29.9, 15.9, 22.9), day(7, 31.9, 15.9, 23.9, true)],
    3,
  ),
  menu(
    ALL_DAY,
    {
      EN: 'All day',
      IT: 'Tutto il giorno',
      ZH: '全天',
      ES: 'Todo el día',
      DE: 'Ganztägig',
      PT: 'Todo o dia',
      FR: 'Toute la journée',
    },
    [22.9, 12.9, 17.9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [...[0, 1, 2, 3, 4, 5, 6].map((w) => day(w, 22.9, 12.9, 17.9)), day(7, 24.9, 12.9, 18.9, true)],
    4,
  ),
  menu(
    TAKEAWAY,
    {
      EN: 'Takeaway',
      IT: 'Asporto',
      ZH: '外卖',
      ES: 'Para llevar',
      DE: 'Zum Mitnehmen',
      PT: 'Para levar',
      FR: 'À emporter',
    },
    [0, 0, 0],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [0, 1, 2, 3, 4, 5, 6, 7].map((w) => ({
      week: w,
      normal_price: 0,
      child_price: 0,
      other_price: 0,
      extra_normal: '',
      extra_child: '',
      extra_other: '',
    })),
    4,
    false,
  ),
];

const UNLIMITED = 9999;

function category(
  dmi_slu_id: number,
  names: I18nName,
  sort: number,
  perPerson = UNLIMITED,
  perTable = UNLIMITED,
): Category {
  return {
    dmi_slu_id,
    dmi_slu_name: names.IT,
    dmi_slu_name_i18n: names,
    category_order_limit: perPerson,
    table_category_order_limit: perTable,
    customers_category_order_limit: perPerson,
    sort,
  };
}

export const CAT = {
  salads: 1,
  soups: 2,
  sashimi: 3,
  nigiri: 4,
  uramaki: 5,
  hosomaki: 6,
  temaki: 7,
  fried: 8,
  grill: 9,
  noodles: 10,
  rice: 11,
  pizza: 12,
  pasta: 13,
  desserts: 14,
  drinks: 15,
  sets: 16,
} as const;

export const categories: Category[] = [
  category(
    CAT.salads,
    {
      EN: 'Starters & salads',
      IT: 'Antipasti e insalate',
      ZH: '前菜与沙拉',
      ES: 'Entrantes y ensaladas',
      DE: 'Vorspeisen & Salate',
      PT: 'Entradas e saladas',
      FR: 'Entrées et salades',
    },
    1,
  ),
  category(
    CAT.soups,
    { EN: 'Soups', IT: 'Zuppe', ZH: '汤品', ES: 'Sopas', DE: 'Suppen', PT: 'Sopas', FR: 'Soupes' },
    2,
  ),
  category(
    CAT.sashimi,
    {
      EN: 'Sashimi',
      IT: 'Sashimi',
      ZH: '刺身',
      ES: 'Sashimi',
      DE: 'Sashimi',
      PT: 'Sashimi',
      FR: 'Sashimi',
    },
    3,
    4,
    24,
  ),
  category(
    CAT.nigiri,
    {
      EN: 'Nigiri',
      IT: 'Nigiri',
      ZH: '握寿司',
      ES: 'Nigiri',
      DE: 'Nigiri',
      PT: 'Nigiri',
      FR: 'Nigiri',
    },
    4,
  ),
  category(
    CAT.uramaki,
    {
      EN: 'Uramaki',
      IT: 'Uramaki',
      ZH: '里卷',
      ES: 'Uramaki',
      DE: 'Uramaki',
      PT: 'Uramaki',
      FR: 'Uramaki',
    },
    5,
  ),
  category(
    CAT.hosomaki,
    {
      EN: 'Hosomaki',
      IT: 'Hosomaki',
      ZH: '细卷',
      ES: 'Hosomaki',
      DE: 'Hosomaki',
      PT: 'Hosomaki',
      FR: 'Hosomaki',
    },
    6,
  ),
  category(
    CAT.temaki,
    {
      EN: 'Temaki',
      IT: 'Temaki',
      ZH: '手卷',
      ES: 'Temaki',
      DE: 'Temaki',
      PT: 'Temaki',
      FR: 'Temaki',
    },
    7,
    2,
  ),
  category(
    CAT.fried,
    {
      EN: 'Fried',
      IT: 'Fritti',
      ZH: '炸物',
      ES: 'Fritos',
      DE: 'Frittiertes',
      PT: 'Fritos',
      FR: 'Fritures',
    },
    8,
  ),
  category(
    CAT.grill,
    {
      EN: 'Grill',
      IT: 'Griglia',
      ZH: '烧烤',
      ES: 'Parrilla',
      DE: 'Grill',
      PT: 'Grelhados',
      FR: 'Grillades',
    },
    9,
  ),
  category(
    CAT.noodles,
    {
      EN: 'Ramen & noodles',
      IT: 'Ramen e noodles',
      ZH: '拉面与面条',
      ES: 'Ramen y fideos',
      DE: 'Ramen & Nudeln',
      PT: 'Ramen e massas asiáticas',
      FR: 'Ramen et nouilles',
    },
    10,
  ),
  category(
    CAT.rice,
    { EN: 'Rice', IT: 'Riso', ZH: '米饭', ES: 'Arroz', DE: 'Reis', PT: 'Arroz', FR: 'Riz' },
    11,
  ),
  category(
    CAT.pizza,
    { EN: 'Pizza', IT: 'Pizza', ZH: '披萨', ES: 'Pizza', DE: 'Pizza', PT: 'Pizza', FR: 'Pizza' },
    12,
    2,
  ),
  category(
    CAT.pasta,
    { EN: 'Pasta', IT: 'Pasta', ZH: '意面', ES: 'Pasta', DE: 'Pasta', PT: 'Massa', FR: 'Pâtes' },
    13,
  ),
  category(
    CAT.desserts,
    {
      EN: 'Desserts',
      IT: 'Dolci',
      ZH: '甜点',
      ES: 'Postres',
      DE: 'Desserts',
      PT: 'Sobremesas',
      FR: 'Desserts',
    },
    14,
    2,
  ),
  category(
    CAT.drinks,
    {
      EN: 'Drinks',
      IT: 'Bevande',
      ZH: '饮品',
      ES: 'Bebidas',
      DE: 'Getränke',
      PT: 'Bebidas',
      FR: 'Boissons',
    },
    15,
  ),
  category(
    CAT.sets,
    {
      EN: 'Set menus',
      IT: 'Menù degustazione',
      ZH: '套餐',
      ES: 'Menús degustación',
      DE: 'Menüs',
      PT: 'Menus de degustação',
      FR: 'Menus',
    },
    16,
  ),
];
