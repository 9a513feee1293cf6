export { MenuView } from './MenuView';
export { loadMenu, currentMenu, categories, resetMenuStore } from './menu-store';
export type { FullMenu, MenuCategory, MenuDish } from './menu-store';
export { usePromotionTips } from './use-promotion-tips';
