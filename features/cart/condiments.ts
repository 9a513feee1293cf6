import { signal } from '@preact/signals-react';
import type { Condiment, CondimentGroup } from '../../protocol/http';
import { api } from '../../lib/session';
import { localizedName } from '../../core/locale/localized-name';
import type { Language } from '../../core/locale/language';

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

/**
 * A chosen condiment's name in the diner's language: the cart keeps the restaurant's name
 * (item_name1), the condiment list its translations. Until the list has loaded, the kept name.
 */
export function condimentName(name: string, language: Language): string {
  for (const g of condimentGroups.value ?? [])
    for (const c of g.condiments)
      if (c.item_name1 === name) return localizedName(c.name_i18n, language, name);
  return name;
}
