import { computed } from '@preact/signals-react';
import { popularDishes } from '../../core';
import { historyDishData } from '../history';
import { clientPersons } from '../../lib/session';
import type { MenuDish } from './menu-store';

/**
 * The table's favourite dishes (core `popularDishes`, ordering.md §5 popularity hints), from the
 * order's history per dish and customer, kept current as the history store reloads after every
 * round. Keyed by menu item id.
 */
export const tableFavourites = computed(() =>
  popularDishes(historyDishData.value?.dish_round_customer_data, clientPersons.value),
);

/**
 * How many of a dish the table has had sent: from the history, which reloads after every round,
 * else the count the menu came with (so "×3 ordered" is current without reloading the menu).
 */
export function orderedCountOf(dish: Pick<MenuDish, 'menu_item_id' | 'history_num'>): number {
  const rule = historyDishData.value?.dishRuleData?.[String(dish.menu_item_id)];
  return rule ? rule.history_num : dish.history_num;
}
