import type { MenuCategory } from './category';

/**
 * The demo restaurant's categories (`server/seed/demo`), as written in English, for the stories of
 * the category bars; the stories show them in the toolbar's language.
 */
export const sampleCategories: MenuCategory[] = [
  { id: 101, name: 'Starters & salads', ordered: 2, limit: 9999 },
  { id: 102, name: 'Nigiri', ordered: 3, limit: 6 },
  { id: 103, name: 'Sashimi', ordered: 4, limit: 4 },
  { id: 104, name: 'Uramaki', ordered: 0, limit: 8 },
  { id: 105, name: 'Fried', ordered: 1, limit: 999 },
  { id: 106, name: 'Ramen & noodles', ordered: 0, limit: 2 },
  { id: 107, name: 'Grill', ordered: 0 },
  { id: 108, name: 'Desserts', ordered: 0, limit: 3 },
  { id: 109, name: 'Drinks', ordered: 0 },
];

export const longCategoryNames: MenuCategory[] = [
  { id: 201, name: 'Hausgemachte Teigwaren mit Meeresfrüchten', ordered: 1, limit: 4 },
  { id: 202, name: 'Specialità della casa alla griglia', ordered: 2, limit: 2 },
  { id: 203, name: 'Vorspeisen', ordered: 0, limit: 9999 },
  { id: 204, name: 'Donburi-Reisschüsseln nach Art des Hauses', ordered: 0, limit: 6 },
];

export const chineseCategoryNames: MenuCategory[] = [
  { id: 301, name: '招牌手工拉面精选系列套餐搭配小食', ordered: 1, limit: 3 },
  { id: 302, name: '寿司', ordered: 5, limit: 5 },
  { id: 303, name: '日式炸物天妇罗与唐扬炸鸡拼盘', ordered: 0, limit: 9999 },
  { id: 304, name: '甜品', ordered: 0, limit: 2 },
];

/** Every category of the demo restaurant, sixteen: more than any phone shows at once. */
export const manyCategories: MenuCategory[] = [
  'Starters & salads',
  'Soups',
  'Sashimi',
  'Nigiri',
  'Uramaki',
  'Hosomaki',
  'Temaki',
  'Fried',
  'Grill',
  'Ramen & noodles',
  'Rice',
  'Pizza',
  'Pasta',
  'Desserts',
  'Drinks',
  'Set menus',
].map((name, i) => ({ id: 400 + i, name, ordered: i % 4, limit: i % 3 === 0 ? 9999 : 5 }));
