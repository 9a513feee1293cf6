import { computed } from '@preact/signals-react';
import { popularDishes } from '../../core';
import { historyDishData } from '../history';
import { clientState } from '../session';

/**
 * The table's favourite dishes (core `popularDishes`, ordering.md §5 popularity hints), from the
 * order's history per dish and customer, kept current as the history store reloads after every
 * round. Keyed by menu item id.
 */
export const tableFavourites = computed(() =>
  popularDishes(historyDishData.value?.dish_round_customer_data, clientState.value.orderTab?.person ?? 0),
);
