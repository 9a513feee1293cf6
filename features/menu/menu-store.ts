import { computed, signal } from '@preact/signals-react';
import { api } from '../session';
import type { MenuMode } from './menu-logic';

/** A dish as `GET /api/v3/menus2/{id}` lists it (ordering.md §3 "Menu item"; the fields the page reads). */
export interface MenuDish {
  item_id: number;
  menu_item_id: number;
  item_name1: string;
  item_name2: string;
  item_description: string;
  item_i18n: Record<string, unknown>;
  item_type: number;
  price_1: number;
  special_attributes: number;
  bargain_stype: number;
  bargain_num_cur: number | null;
  bargain_price: number | null;
  allergen: string[];
  other_detail_info: string[];
  not_joining_global_limit: number;
  history_num: number;
  sold_out: number;
  dmi_slu_id: number;
  price_1_original?: number;
  unit_1?: string;
}

export interface MenuCategory {
  dmi_slu_id: number;
  dmi_slu_name: string;
  name_i18n: Record<string, unknown>;
  category_order_limit: number;
  table_category_order_limit: number;
  ordered_dishes_number: number;
  menu_item: MenuDish[];
}

export interface FullMenu {
  main_group_id: number;
  main_group_name: string;
  name_i18n: Record<string, unknown>;
  menu_item_slu: MenuCategory[];
}

export const currentMenu = signal<FullMenu | null>(null);
export const menuFailed = signal(false);
export const menuLoading = signal(false);
export const selectedCategory = signal<number | null>(null);
/** The diner's chosen display mode; null follows setting 107. */
export const chosenMode = signal<MenuMode | null>(null);
/** The search query; a non-empty one turns on search mode. */
export const searchQuery = signal('');
export const searchOpen = signal(false);
/** Allergens that exclude a dish, labels that a dish must carry. */
export const excludedAllergens = signal<ReadonlySet<string>>(new Set());
export const requiredLabels = signal<ReadonlySet<string>>(new Set());
/** `GET /api/v2/menus/getCurrentBusinessMenu`'s isBusinessTime; null until known. */
export const businessTime = signal<boolean | null>(null);

export const categories = computed(() => currentMenu.value?.menu_item_slu.filter((c) => c.menu_item.length > 0) ?? []);

/** Loads a first-level menu with its categories and dishes. */
export async function loadMenu(menuId: number): Promise<void> {
  menuFailed.value = false;
  menuLoading.value = true;
  if (currentMenu.value && currentMenu.value.main_group_id !== menuId) currentMenu.value = null;
  try {
    const menu = await api<FullMenu>(`/api/v3/menus2/${menuId}?type=0&with_dish=1`);
    currentMenu.value = menu;
    selectedCategory.value = menu.menu_item_slu.find((c) => c.menu_item.length > 0)?.dmi_slu_id ?? null;
  } catch {
    menuFailed.value = true;
  } finally {
    menuLoading.value = false;
  }
}

/** Reads whether the restaurant is inside a business-hour window now (dishes are dimmed outside). */
export async function loadBusinessTime(): Promise<void> {
  try {
    const now = await api<{ isBusinessTime: boolean }>('/api/v2/menus/getCurrentBusinessMenu');
    businessTime.value = now.isBusinessTime;
  } catch {
    businessTime.value = null;
  }
}

/** Forgets the loaded menu and the diner's view choices (leaving the table, and between stories). */
export function resetMenuStore(): void {
  currentMenu.value = null;
  menuFailed.value = false;
  menuLoading.value = false;
  selectedCategory.value = null;
  chosenMode.value = null;
  searchQuery.value = '';
  searchOpen.value = false;
  excludedAllergens.value = new Set();
  requiredLabels.value = new Set();
  businessTime.value = null;
}
