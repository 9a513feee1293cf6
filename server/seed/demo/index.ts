/**
 * The demo restaurant "Tavola Sakura" (an all-you-can-eat Japanese–Italian restaurant), as plain
 * data. Pure: no I/O, so the server's seed and the app's mock handlers share these objects.
 */
export * from './types';
export { restaurantInfo, settings, sections, tables, QUICK_SERVICE_TABLE } from './restaurant';
export {
  extraItems,
  firstMenus,
  categories,
  CAT,
  LUNCH,
  DINNER,
  WEEKEND,
  ALL_DAY,
  TAKEAWAY,
} from './menus';
export { dishes, bargainItems } from './dishes';
export { setMenuItems, courseGroups } from './set-menus';
export { condimentGroups, condiments } from './condiments';
export {
  businessRules,
  schedule,
  featuredDishes,
  bannerAnnouncements,
  bulletins,
  activityBulletinImages,
  BULLETIN_IMAGE_COUNT,
  guideImageNames,
  mediaLinks,
  serviceOptions,
  demoEmployees,
  demoMembers,
} from './home';

import { dishes } from './dishes';
import { setMenuItems } from './set-menus';
import type { MenuItem } from './types';

/** Every menu item: the dishes, then the set menus. */
export const menuItems: MenuItem[] = [...dishes, ...setMenuItems];
export {
  catalog,
  catalogItems,
  catalogCourseGroups,
  catalogBargains,
  categoryId,
  menuItemId,
  placementOf,
  type CatalogMenu,
  type CatalogCategory,
} from './catalog';
