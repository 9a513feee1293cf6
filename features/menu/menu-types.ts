// The menu's types: the wire's dish and category (protocol/http.ts) and the page's two layouts.
import type { DisplayMode } from '../../core';
import type { MenuCategory, MenuDish, MenuWithDishes } from '../../protocol/http';

export type { MenuCategory, MenuDish };
/** A menu read with its categories and dishes (`GET /api/v3/menus2/{id}`). */
export type FullMenu = MenuWithDishes;
/** The menu's two layouts (the display-mode setting): cards in a grid, or rows beside a category rail. */
export type MenuMode = DisplayMode;
