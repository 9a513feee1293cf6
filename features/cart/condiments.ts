import { signal } from '@preact/signals-react';
import { api } from '../session';

/** A condiment as GET /api/v2/condiments?with_group lists it (ordering.md §3 "Condiment"). */
export interface Condiment {
  item_id: number;
  originId: number;
  item_name1: string;
  item_name2: string;
  name_i18n: Record<string, unknown>;
  price_1: number;
  free: number;
  scomdiment_groups_id: number;
  comdiment_groups_name: string;
}

export interface CondimentGroup {
  scomdiment_groups_id: number;
  comdiment_groups_name: string;
  name_i18n: Record<string, unknown>;
  min_select: number;
  max_select: number;
  condiments: Condiment[];
}

export const condimentGroups = signal<CondimentGroup[] | null>(null);
let loading: Promise<void> | null = null;

/** Loads the condiment groups once; a failure leaves the editor with the remark only. */
export function loadCondiments(): Promise<void> {
  loading ??= api<CondimentGroup[]>('/api/v2/condiments?with_group=1')
    .then((list) => {
      condimentGroups.value = list;
    })
    .catch(() => {
      loading = null;
      condimentGroups.value = [];
    });
  return loading;
}
