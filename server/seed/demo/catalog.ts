/**
 * The demo menus as the store holds them: a second-level category belongs to one first-level
 * menu, and a dish appears in a menu through its own menu item (menu_item_id) while item_id
 * names the dish itself. Ids are derived, so they are stable:
 *   category id  = main_group_id * 100 + category number   (lunch sushi: 104)
 *   menu_item_id = main_group_id * 10000 + item_id          (lunch salmon nigiri: 10401)
 * Pictures exist under both ids (menu_pic/{item_id}.jpg and menu_pic/{menu_item_id}.jpg).
 */
import { dishes } from './dishes';
import { categories, firstMenus } from './menus';
import { courseGroups, setMenuItems } from './set-menus';
import { bargainItems } from './dishes';
import type {
  BargainItem,
  Category,
  CourseDetail,
  CourseGroup,
  FirstMenu,
  MenuItem,
} from './types';

export function categoryId(mainGroupId: number, dmiSluId: number): number {
  return mainGroupId * 100 + dmiSluId;
}
export function menuItemId(mainGroupId: number, itemId: number): number {
  return mainGroupId * 10000 + itemId;
}
export function courseGroupId(mainGroupId: number, groupId: number): number {
  return mainGroupId * 100 + groupId;
}
export function courseDetailId(mainGroupId: number, detailId: number): number {
  return mainGroupId * 1000 + detailId;
}
export function bargainId(mainGroupId: number, id: number): number {
  return mainGroupId * 100 + id;
}

export interface CatalogCategory extends Category {
  main_group_id: number;
  menu_item: MenuItem[];
}
export interface CatalogMenu extends FirstMenu {
  menu_item_slu: CatalogCategory[];
}

const allItems: MenuItem[] = [...dishes, ...setMenuItems];

function place(menu: FirstMenu, d: MenuItem): MenuItem {
  const id = menuItemId(menu.main_group_id, d.item_id);
  const bargain = bargainItems.find((b) => b.menu_item_id === d.item_id);
  return {
    ...d,
    menu_item_id: id,
    dmi_slu_id: categoryId(menu.main_group_id, d.dmi_slu_id),
    slu_id: d.dmi_slu_id,
    url: `menu_pic/${id}.jpg`,
    bargain_item_id: bargain ? bargainId(menu.main_group_id, bargain.bargain_item_id) : 0,
    // Takeaway is à la carte: the takeaway price is the price.
    price_1: menu.main_group_id === 9 ? d.takeout_price_1 : d.price_1,
    product_price: menu.main_group_id === 9 ? d.takeout_price_1 : d.product_price,
  };
}

/** Every first-level menu with its categories and dishes (the shape of the menu-with-dishes call). */
export const catalog: CatalogMenu[] = firstMenus.map((menu) => ({
  ...menu,
  menu_item_slu: categories
    .map((c): CatalogCategory => ({
      ...c,
      dmi_slu_id: categoryId(menu.main_group_id, c.dmi_slu_id),
      main_group_id: menu.main_group_id,
      menu_item: allItems
        .filter(
          (d) => d.dmi_slu_id === c.dmi_slu_id && d.main_group_ids.includes(menu.main_group_id),
        )
        .map((d) => place(menu, d)),
    }))
    .filter((c) => c.menu_item.length > 0),
}));

/** Every placed menu item, across menus. */
export const catalogItems: MenuItem[] = catalog.flatMap((m) =>
  m.menu_item_slu.flatMap((c) => c.menu_item),
);

const placed = new Set(catalogItems.map((d) => d.menu_item_id));

/** The menu item of a dish in a menu, or in the first menu that lists it. */
export function placementOf(mainGroupId: number, itemId: number): number | undefined {
  const own = menuItemId(mainGroupId, itemId);
  if (placed.has(own)) return own;
  for (const m of firstMenus) {
    const id = menuItemId(m.main_group_id, itemId);
    if (placed.has(id)) return id;
  }
  return undefined;
}

/** Course groups of every placed set menu, with their details pointing at placed dishes. */
export const catalogCourseGroups: CourseGroup[] = catalogItems
  .filter((d) => d.item_type === 3)
  .flatMap((set) => {
    const m = Math.floor(set.menu_item_id / 10000);
    return courseGroups
      .filter((g) => g.menu_item_id === set.item_id)
      .map((g): CourseGroup => ({
        ...g,
        course_group_id: courseGroupId(m, g.course_group_id),
        menu_item_id: set.menu_item_id,
        course_detail: g.course_detail.map((cd): CourseDetail => {
          const target = placementOf(m, cd.menu_item_id);
          if (target === undefined) throw new Error(`dish ${cd.menu_item_id} is on no menu`);
          return { ...cd, detail_id: courseDetailId(m, cd.detail_id), menu_item_id: target };
        }),
      }));
  });

/** Promotions of every placed dish. */
export const catalogBargains: BargainItem[] = catalogItems.flatMap((d) => {
  const b = bargainItems.find((x) => x.menu_item_id === d.item_id);
  if (!b) return [];
  const m = Math.floor(d.menu_item_id / 10000);
  return [{ ...b, bargain_item_id: bargainId(m, b.bargain_item_id), menu_item_id: d.menu_item_id }];
});
