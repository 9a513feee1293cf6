import { signal } from '@preact/signals-react';
import type { Condiment, CondimentGroup } from '../../protocol/http';
import { api } from '../../lib/session';

export type { Condiment, CondimentGroup };

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
