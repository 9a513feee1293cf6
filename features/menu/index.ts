export { MenuView } from './MenuView';
export { loadMenu, currentMenu, categories } from './menu-store';
export type { FullMenu, MenuCategory, MenuDish } from './menu-store';
