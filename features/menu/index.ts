// What the page (app/main) uses of the menu: the view, the promotion tips it shows, and whether
// it is business time (the table window stops the round's countdown once the kitchen closes).
export { MenuView } from './MenuView';
export { usePromotionTips } from './use-promotion-tips';
export { businessTime } from './menu-store';
