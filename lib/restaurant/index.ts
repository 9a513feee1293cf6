export {
  restaurantInfo,
  settingsByName,
  settingsById,
  restaurantLoadFailed,
  settings,
  theme,
  currency,
  loadRestaurant,
  applySettingsUpdate,
  refreshSettings,
} from './restaurant-store';
export type { RestaurantInfo, SettingEntry } from './restaurant-store';
export { checkDinerLocation, orderingAllowedHere, LOCATION_TIMEOUT_MS } from './location';
export type { LocationState } from './location';
export { menuAddress, preloadMenu } from './menu-address';
export { forgetBusinessNow, readBusinessNow } from './business-now';
