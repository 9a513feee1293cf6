// What the page (app/main) uses of the menu: the view and the promotion tips it shows.
export { MenuView } from './MenuView';
export { usePromotionTips } from './use-promotion-tips';
