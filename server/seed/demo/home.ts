import { ALL_DAY, DINNER, LUNCH, TAKEAWAY, WEEKEND } from './menus';
import type {
  ActivityBulletinImage,
  BannerAnnouncement,
  Bulletin,
  BusinessRule,
  DemoEmployee,
  FeaturedDish,
  MediaLink,
  ScheduleEntry,
  ServiceOption,
} from './types';

const WEEKDAYS = '1,2,3,4,5';
const WEEKEND_DAYS = '0,6';
const HOLIDAY = '7';

function rule(
  id: number,
  name: string,
  [start_time, end_time]: [string, string],
  week: string,
  menu: { id: number; name: string; preferred: number[]; alternative: number[]; hide: number[] },
  [turn_dishes, turn_mins, max_turn]: [number, number, number],
  holiday = false,
): BusinessRule {
  return {
    id,
    name,
    start_time,
    end_time,
    week,
    main_group_id: menu.id,
    main_group_name: menu.name,
    extra_normal: holiday ? '9001,9004' : '9001',
    extra_child: '9002,9003',
    extra_other: '9001',
    value: `${start_time} - ${end_time}`,
    preferred_menu: menu.preferred.join(','),
    alternative_menu: menu.alternative.join(','),
    default_menu: menu.id,
    hide_menu: menu.hide.join(','),
    turn_dishes,
    turn_mins,
    max_turn,
  };
}

const LUNCH_TIME: [string, string] = ['11:30', '15:00'];
const DINNER_TIME: [string, string] = ['18:30', '24:00'];

/** Lunch on weekdays, dinner every evening, the weekend menu on Saturday, Sunday and holidays (7). */
export const businessRules: BusinessRule[] = [
  rule(
    1,
    'Pranzo',
    LUNCH_TIME,
    WEEKDAYS,
    {
      id: LUNCH,
      name: 'Pranzo',
      preferred: [LUNCH],
      alternative: [TAKEAWAY],
      hide: [DINNER, WEEKEND],
    },
    [5, 10, 6],
  ),
  rule(
    2,
    'Cena',
    DINNER_TIME,
    WEEKDAYS,
    {
      id: DINNER,
      name: 'Cena',
      preferred: [DINNER],
      alternative: [TAKEAWAY],
      hide: [LUNCH, WEEKEND],
    },
    [6, 10, 10],
  ),
  rule(
    3,
    'Weekend pranzo',
    LUNCH_TIME,
    WEEKEND_DAYS,
    {
      id: WEEKEND,
      name: 'Weekend',
      preferred: [WEEKEND],
      alternative: [TAKEAWAY],
      hide: [LUNCH, DINNER],
    },
    [6, 10, 8],
  ),
  rule(
    4,
    'Weekend cena',
    DINNER_TIME,
    WEEKEND_DAYS,
    {
      id: WEEKEND,
      name: 'Weekend',
      preferred: [WEEKEND, DINNER],
      alternative: [TAKEAWAY],
      hide: [LUNCH],
    },
    [6, 12, 10],
  ),
  rule(
    5,
    'Festivo pranzo',
    LUNCH_TIME,
    HOLIDAY,
    {
      id: WEEKEND,
      name: 'Weekend',
      preferred: [WEEKEND],
      alternative: [TAKEAWAY],
      hide: [LUNCH, DINNER],
    },
    [6, 10, 8],
    true,
  ),
  rule(
    6,
    'Festivo cena',
    DINNER_TIME,
    HOLIDAY,
    {
      id: WEEKEND,
      name: 'Weekend',
      preferred: [WEEKEND],
      alternative: [TAKEAWAY],
      hide: [LUNCH, DINNER],
    },
    [6, 12, 10],
    true,
  ),
  // Last, so that lunch and dinner win in their hours: outside them the all-day menu is served,
  // and a new diner can order whenever they try the demo.
  rule(
    7,
    'Tutto il giorno',
    ['00:00', '24:00'],
    '0,1,2,3,4,5,6,7',
    {
      id: ALL_DAY,
      name: 'Tutto il giorno',
      preferred: [ALL_DAY],
      alternative: [TAKEAWAY],
      hide: [LUNCH, DINNER, WEEKEND],
    },
    [6, 10, 10],
  ),
];

export const schedule: ScheduleEntry[] = [
  { id: 1, start_time: '11:30', end_time: '15:00', default_menu: LUNCH },
  { id: 2, start_time: '18:30', end_time: '24:00', default_menu: DINNER },
];

const featuredIds: Array<[number, string]> = [
  [410, 'Nigiri di toro'],
  [505, 'Uramaki dragon'],
  [1202, 'Pizza salmone e avocado'],
  [1001, 'Ramen tonkotsu'],
  [1402, 'Tiramisù al matcha'],
  [1601, 'Barca Sakura per due'],
];
export const featuredDishes: FeaturedDish[] = featuredIds.map(([menu_item_id, item_name1]) => ({
  menu_item_id,
  item_name1,
  url: `menu_pic/${menu_item_id}.jpg`,
}));

export const bannerAnnouncements: BannerAnnouncement[] = [
  { id: 1, icon: 'new', value: 'New this month: Milano roll and udon carbonara' },
  {
    id: 2,
    icon: 'time',
    value: 'Rounds every 10 minutes: order up to 6 dishes per person each round',
  },
  { id: 3, icon: 'gift', value: 'Tuesday evenings: children under 6 eat free' },
  {
    id: 4,
    icon: 'info',
    value: 'Tell us about allergies: the filter marks the 14 allergens on every dish',
  },
];

/** The text announcement (bulletin id 4). */
export const bulletins: Bulletin[] = [
  {
    id: 4,
    value:
      'Welcome to Tavola Sakura! Raw fish is blast-frozen as the law requires. Leftover food is charged €2 per piece, so order a little at a time: a new round opens every 10 minutes.',
  },
];

/** Pictures of the notice-centre gallery, served from /bulletin/{name}. */
export const activityBulletinImages: ActivityBulletinImage[] = [
  { id: 1, name: 'activity_sakura_week.jpg' },
  { id: 2, name: 'activity_ramen_night.jpg' },
  { id: 3, name: 'activity_kids_free.jpg' },
];

/**
 * The "how to order" pictures of the home page's guide viewer, files of the images folder's
 * guide/ (GET /api/v2/guide-images lists the folder): scan, choose, send, enjoy.
 */
export const guideImageNames = ['1-scan.jpg', '2-choose.jpg', '3-send.jpg', '4-enjoy.jpg'];

/** Carousel pictures on the home page: /bulletin/bulletin1..5.jpg. */
export const BULLETIN_IMAGE_COUNT = 5;

export const mediaLinks: MediaLink[] = [
  { name: 'facebook', url: 'https://www.facebook.com/tavolasakura.demo' },
  { name: 'instagram', url: 'https://www.instagram.com/tavolasakura.demo' },
  { name: 'tripadvisor', url: 'https://www.tripadvisor.it/Restaurant_Review-tavola-sakura-demo' },
  { name: 'whatsapp', url: '393331234567' },
  { name: 'google', url: 'https://www.google.com/maps/search/?api=1&query=Tavola+Sakura+Milano' },
  { name: 'website', url: 'https://tavola-sakura.example' },
  { name: 'reservation', url: 'https://tavola-sakura.example/prenota' },
  { name: 'takeaway', url: 'https://tavola-sakura.example/asporto' },
];

type Six = [string, string, string, string, string, string];
function option(id: number, title: Six, value: Six): ServiceOption {
  const [tcn, ten, tit, tes, tde, tfr] = title;
  const [vcn, ven, vit, ves, vde, vfr] = value;
  return {
    id,
    title_cn: tcn,
    title_en: ten,
    title_it: tit,
    title_es: tes,
    title_de: tde,
    title_fr: tfr,
    value_cn: vcn,
    value_en: ven,
    value_it: vit,
    value_es: ves,
    value_de: vde,
    value_fr: vfr,
    selected: id === 1,
  };
}

/** Call-waiter options; order: CN, EN, IT, ES, DE, FR. */
export const serviceOptions: ServiceOption[] = [
  option(
    1,
    [
      '呼叫服务员',
      'Call a waiter',
      'Chiama un cameriere',
      'Llamar al camarero',
      'Kellner rufen',
      'Appeler un serveur',
    ],
    [
      '请服务员来一下',
      'Please come to our table',
      'Per favore venite al nostro tavolo',
      'Por favor, venga a nuestra mesa',
      'Bitte kommen Sie an unseren Tisch',
      'Merci de venir à notre table',
    ],
  ),
  option(
    2,
    ['要水', 'Water', 'Acqua', 'Agua', 'Wasser', 'Eau'],
    [
      '请给我们一些水',
      'Some water, please',
      'Dell’acqua, per favore',
      'Agua, por favor',
      'Etwas Wasser, bitte',
      'De l’eau, s’il vous plaît',
    ],
  ),
  option(
    3,
    ['餐巾纸', 'Napkins', 'Tovaglioli', 'Servilletas', 'Servietten', 'Serviettes'],
    [
      '请给我们一些餐巾纸',
      'Some napkins, please',
      'Dei tovaglioli, per favore',
      'Servilletas, por favor',
      'Servietten, bitte',
      'Des serviettes, s’il vous plaît',
    ],
  ),
  option(
    4,
    ['买单', 'The bill', 'Il conto', 'La cuenta', 'Die Rechnung', 'L’addition'],
    [
      '我们想买单',
      'We would like the bill',
      'Vorremmo il conto',
      'Queremos la cuenta',
      'Wir möchten bezahlen',
      'Nous voudrions l’addition',
    ],
  ),
  option(
    5,
    ['餐具', 'Cutlery', 'Posate', 'Cubiertos', 'Besteck', 'Couverts'],
    [
      '请给我们一套刀叉',
      'A set of cutlery, please',
      'Delle posate, per favore',
      'Cubiertos, por favor',
      'Besteck, bitte',
      'Des couverts, s’il vous plaît',
    ],
  ),
  option(
    6,
    ['筷子', 'Chopsticks', 'Bacchette', 'Palillos', 'Essstäbchen', 'Baguettes'],
    [
      '请再给我们一双筷子',
      'Another pair of chopsticks, please',
      'Un altro paio di bacchette, per favore',
      'Otro par de palillos, por favor',
      'Noch ein Paar Essstäbchen, bitte',
      'Une autre paire de baguettes, s’il vous plaît',
    ],
  ),
  option(
    7,
    ['儿童椅', 'High chair', 'Seggiolone', 'Trona', 'Kinderstuhl', 'Chaise haute'],
    [
      '请给我们一把儿童椅',
      'A high chair, please',
      'Un seggiolone, per favore',
      'Una trona, por favor',
      'Einen Kinderstuhl, bitte',
      'Une chaise haute, s’il vous plaît',
    ],
  ),
  option(
    8,
    ['加酱油', 'Soy sauce', 'Salsa di soia', 'Salsa de soja', 'Sojasauce', 'Sauce soja'],
    [
      '请再给我们一些酱油',
      'More soy sauce, please',
      'Ancora salsa di soia, per favore',
      'Más salsa de soja, por favor',
      'Mehr Sojasauce, bitte',
      'Encore de la sauce soja, s’il vous plaît',
    ],
  ),
];

/** Staff accounts of the demo. The plain passwords exist only here; the store keeps salted hashes. */
export const demoEmployees: DemoEmployee[] = [
  { employee_id: '1001', name: 'Giulia Rossi', password: 'sakura-1001', role: 'manager' },
  { employee_id: '2002', name: 'Kenji Bianchi', password: 'sakura-2002', role: 'waiter' },
];

/**
 * A member of the embedded member provider: signs in on the member page (/Member) with this phone
 * and password to approve a table's member login. The store keeps a salted hash of the password.
 */
export const demoMembers = [
  {
    phonePrefix: '+39',
    phone: '3475550123',
    name: 'Sofia Marino',
    password: 'sakura-member',
    points: 1280,
  },
] as const;
