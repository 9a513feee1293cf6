// What other rooms use of the cart: read-only state (the cart, its lines and counts, the rule
// configuration, pending dishes, notices), the named actions that change it, the drawer and the
// condiment choice the menu opens.
export {
  cart,
  cartLines,
  sentLines,
  myCartCount,
  myCountOf,
  pendingDishes,
  ruleConfig,
  myCustomer,
  orderClosed,
  cartNotices,
  takeCartNotices,
  connectCartStore,
  initCart,
  disconnectCart,
  addDish,
  openCart,
  removeOne,
  checkOrderOpen,
  nextTurn,
  resetCartStore,
} from './cart-store';
export type { AddableDish, CartNotice } from './cart-store';
export { DeferredCartDrawer as CartDrawer } from './DeferredCartDrawer';
export {
  condimentGroupsOf,
  condimentIdsOf,
  condimentName,
  condimentsAgain,
  needsCondimentChoice,
  offerCondiments,
  resetCondiments,
  unmetGroupIds,
} from './condiments';
export { DeferredCondimentChoiceDialog as CondimentChoiceDialog } from './DeferredCondimentChoiceDialog';
export type { CondimentChoiceFor } from './CondimentChoiceDialog';
