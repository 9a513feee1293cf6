import { dishes } from './dishes';
import { dish, ALL_MENUS } from './dishes-build';
import { CAT } from './menus';
import type { CourseDetail, CourseGroup, I18nName, MenuItem } from './types';

/** Set menus (item_type 3). Their course groups reference dishes from dishes.ts. */
export const setMenuItems: MenuItem[] = [
  dish(
    1601,
    CAT.sets,
    [
      'Sakura boat for two',
      'Barca Sakura per due',
      '樱花双人寿司船',
      'Barca Sakura para dos',
      'Sakura-Boot für zwei',
      'Barco Sakura para dois',
      'Bateau Sakura pour deux',
    ],
    [
      'Six nigiri, two rolls of your choice and an optional sashimi',
      'Sei nigiri, due uramaki a scelta e un sashimi facoltativo',
      '六贯握寿司、两款自选里卷及可选刺身',
      'Seis nigiri, dos uramaki a elegir y un sashimi opcional',
      'Sechs Nigiri, zwei Rollen nach Wahl und ein Sashimi nach Wunsch',
      'Seis nigiri, dois uramaki à escolha e um sashimi opcional',
      'Six nigiri, deux rolls au choix et un sashimi en option',
    ],
    ['fish', 'milk', 'sesame', 'eggs', 'gluten'],
    ['raw', 'blast_freezing'],
    {
      art: 'bento',
      colors: ['#f47c48', '#c0283a', '#9cc25a'],
      takeout: 38,
      max: 1,
      special: 1,
      menus: ALL_MENUS,
    },
    3,
  ),
  dish(
    1602,
    CAT.sets,
    [
      'Lunch bento',
      'Bento pranzo',
      '午餐便当',
      'Bento del almuerzo',
      'Mittags-Bento',
      'Bento do almoço',
      'Bento du midi',
    ],
    [
      'A main of your choice with miso soup and rice, drink optional',
      'Un piatto a scelta con zuppa di miso e riso, bevanda facoltativa',
      '自选主菜配味噌汤与米饭，饮品可选',
      'Un plato a elegir con sopa de miso y arroz, bebida opcional',
      'Ein Hauptgericht nach Wahl mit Misosuppe und Reis, Getränk nach Wunsch',
      'Um prato à escolha com sopa de missô e arroz, bebida opcional',
      'Un plat au choix avec soupe miso et riz, boisson en option',
    ],
    ['fish', 'soya', 'gluten', 'sesame'],
    ['cooked'],
    {
      art: 'bento',
      colors: ['#c98a45', '#c98b3c', '#fbf7ee'],
      takeout: 14.5,
      max: 1,
      menus: ALL_MENUS,
    },
    3,
  ),
  dish(
    1603,
    CAT.sets,
    [
      'Italy meets Japan tasting',
      'Degustazione Italia–Giappone',
      '意日融合品鉴套餐',
      'Degustación Italia–Japón',
      'Degustation Italien trifft Japan',
      'Degustação Itália–Japão',
      'Dégustation Italie–Japon',
    ],
    [
      'One starter, one pasta or pizza and one dessert, each from both kitchens',
      'Un antipasto, una pasta o pizza e un dolce, dalle due cucine',
      '一道前菜、一份意面或披萨与一道甜点，融合两国风味',
      'Un entrante, una pasta o pizza y un postre de ambas cocinas',
      'Eine Vorspeise, eine Pasta oder Pizza und ein Dessert aus beiden Küchen',
      'Uma entrada, uma massa ou pizza e uma sobremesa das duas cozinhas',
      'Une entrée, des pâtes ou une pizza et un dessert des deux cuisines',
    ],
    ['gluten', 'milk', 'eggs', 'fish', 'sesame', 'soya'],
    ['cooked'],
    {
      art: 'bento',
      colors: ['#d8342a', '#f2cf7a', '#8bb04a'],
      takeout: 26,
      max: 1,
      special: 2,
      menus: ALL_MENUS,
    },
    3,
  ),
];

const byId = new Map<number, MenuItem>(dishes.map((d) => [d.menu_item_id, d]));

let nextDetailId = 1;
function detail(menu_item_id: number, price = 0, num = 0): CourseDetail {
  const d = byId.get(menu_item_id);
  if (!d) throw new Error(`course detail refers to unknown dish ${menu_item_id}`);
  return {
    detail_id: nextDetailId++,
    menu_item_id,
    price,
    num,
    quantity: 0,
    actual_price: price,
    print_class: d.print_class,
    print_device: d.print_device,
    rule_lnr_max_num: d.rule_lnr_max_num,
    bargain_stype: d.bargain_stype,
    allergen: d.allergen,
    other_detail_info: d.other_detail_info,
    item_type: d.item_type,
  };
}

function group(
  course_group_id: number,
  menu_item_id: number,
  names: I18nName,
  flags: { must: boolean; selectAll?: boolean; fullSelect?: boolean },
  choose_num: number,
  course_detail: CourseDetail[],
): CourseGroup {
  return {
    course_group_id,
    menu_item_id,
    course_group_name: names.IT,
    course_group_name_i18n: names,
    is_must: flags.must ? 1 : 0,
    is_select_all: flags.selectAll ? 1 : 0,
    is_full_select: flags.fullSelect ? 1 : 0,
    choose_num,
    sort: course_group_id,
    course_detail,
  };
}

export const courseGroups: CourseGroup[] = [
  // Sakura boat: a fixed nigiri selection (required, select-all, full), two rolls to pick
  // (required, full select), an optional sashimi with supplements.
  group(
    1,
    1601,
    {
      EN: 'Nigiri',
      IT: 'Nigiri',
      ZH: '握寿司',
      ES: 'Nigiri',
      DE: 'Nigiri',
      PT: 'Nigiri',
      FR: 'Nigiri',
    },
    { must: true, selectAll: true, fullSelect: true },
    6,
    [detail(401, 0, 2), detail(402, 0, 2), detail(403, 0, 2), detail(405, 0, 0), detail(407, 0, 0)],
  ),
  group(
    2,
    1601,
    {
      EN: 'Choose two rolls',
      IT: 'Scegli due uramaki',
      ZH: '任选两款里卷',
      ES: 'Elige dos uramaki',
      DE: 'Zwei Rollen wählen',
      PT: 'Escolha dois uramaki',
      FR: 'Choisissez deux rolls',
    },
    { must: true, fullSelect: true },
    2,
    [detail(501), detail(502), detail(503), detail(508), detail(509), detail(505, 2)],
  ),
  group(
    3,
    1601,
    {
      EN: 'Add sashimi',
      IT: 'Aggiungi sashimi',
      ZH: '加点刺身',
      ES: 'Añade sashimi',
      DE: 'Sashimi dazu',
      PT: 'Adicione sashimi',
      FR: 'Ajoutez un sashimi',
    },
    { must: false },
    1,
    [detail(301, 3), detail(302, 4), detail(303, 3)],
  ),
  // Lunch bento: one main (required, not full select), soup and rice included (select-all),
  // an optional drink.
  group(
    4,
    1602,
    {
      EN: 'Main',
      IT: 'Piatto principale',
      ZH: '主菜',
      ES: 'Principal',
      DE: 'Hauptgericht',
      PT: 'Prato principal',
      FR: 'Plat',
    },
    { must: true },
    1,
    [detail(902, 2), detail(1107), detail(805), detail(907)],
  ),
  group(
    5,
    1602,
    {
      EN: 'Included',
      IT: 'Incluso',
      ZH: '附带',
      ES: 'Incluido',
      DE: 'Inklusive',
      PT: 'Incluído',
      FR: 'Inclus',
    },
    { must: true, selectAll: true, fullSelect: true },
    2,
    [detail(201, 0, 1), detail(1101, 0, 1)],
  ),
  group(
    6,
    1602,
    {
      EN: 'Drink',
      IT: 'Bevanda',
      ZH: '饮品',
      ES: 'Bebida',
      DE: 'Getränk',
      PT: 'Bebida',
      FR: 'Boisson',
    },
    { must: false },
    1,
    [detail(1501, 1.5), detail(1509, 2), detail(1510, 3), detail(1511, 5)],
  ),
  // Tasting: one of each course, a dessert, and optional extras up to two.
  group(
    7,
    1603,
    {
      EN: 'Starter',
      IT: 'Antipasto',
      ZH: '前菜',
      ES: 'Entrante',
      DE: 'Vorspeise',
      PT: 'Entrada',
      FR: 'Entrée',
    },
    { must: true, fullSelect: true },
    1,
    [detail(103), detail(104), detail(107), detail(102)],
  ),
  group(
    8,
    1603,
    {
      EN: 'Pasta or pizza',
      IT: 'Pasta o pizza',
      ZH: '意面或披萨',
      ES: 'Pasta o pizza',
      DE: 'Pasta oder Pizza',
      PT: 'Massa ou pizza',
      FR: 'Pâtes ou pizza',
    },
    { must: true, fullSelect: true },
    1,
    [detail(1305), detail(1301), detail(1202, 2), detail(1201)],
  ),
  group(
    9,
    1603,
    {
      EN: 'Dessert',
      IT: 'Dolce',
      ZH: '甜点',
      ES: 'Postre',
      DE: 'Dessert',
      PT: 'Sobremesa',
      FR: 'Dessert',
    },
    { must: true, fullSelect: true },
    1,
    [detail(1402), detail(1403), detail(1401)],
  ),
  group(
    10,
    1603,
    {
      EN: 'Extras',
      IT: 'Aggiunte',
      ZH: '加点',
      ES: 'Extras',
      DE: 'Extras',
      PT: 'Extras',
      FR: 'Suppléments',
    },
    { must: false },
    2,
    [detail(101), detail(401, 1), detail(1512, 1)],
  ),
];
