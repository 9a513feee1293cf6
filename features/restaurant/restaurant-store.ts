import { computed, signal } from '@preact/signals-react';
import { api } from '../session';
import { themeFromSetting } from '../../tokens/types';
import type { ThemeName } from '../../tokens/types';

export interface RestaurantInfo {
  restaurant_name: string;
  currency_name: string;
  place_id: string;
  address?: string;
  phone?: string;
}

export interface SettingEntry {
  id?: number | null;
  name: string;
  value: unknown;
}

export const restaurantInfo = signal<RestaurantInfo | null>(null);
export const settingsByName = signal<Record<string, unknown>>({});
export const settingsById = signal<Record<number, unknown>>({});
export const restaurantLoadFailed = signal(false);

/** The restaurant's look (setting 158: 1 dark, 2 light, 3 gold). */
export const theme = computed<ThemeName>(() => themeFromSetting(settingsById.value[158] as string | number | undefined));
/** The currency symbol prices are shown with (default €). */
export const currency = computed(() => restaurantInfo.value?.currency_name || '€');

/** Reads a setting's value, parsing JSON texts into objects. */
export function setting(name: string): unknown {
  const v = settingsByName.value[name];
  if (typeof v === 'string' && v.startsWith('{')) {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }
  return v;
}

/** A setting as a number: a plain value, or one field of an object value (e.g. `enable`). */
export function settingNumber(name: string, field?: string, fallback = 0): number {
  const v = setting(name);
  const raw = field && v && typeof v === 'object' ? (v as Record<string, unknown>)[field] : v;
  const n = Number(raw);
  return raw === undefined || raw === null || raw === '' || Number.isNaN(n) ? fallback : n;
}

let loading: Promise<void> | null = null;

/** Loads the restaurant's name, currency and settings once per page load. */
export function loadRestaurant(): Promise<void> {
  loading ??= (async () => {
    try {
      const [info, list] = await Promise.all([
        api<RestaurantInfo>('/api/v2/restaurant-info'),
        api<SettingEntry[]>('/api/v2/settings'),
      ]);
      restaurantInfo.value = info;
      const byName: Record<string, unknown> = {};
      const byId: Record<number, unknown> = {};
      for (const s of list) {
        byName[s.name] = s.value;
        if (typeof s.id === 'number') byId[s.id] = s.value;
      }
      settingsByName.value = byName;
      settingsById.value = byId;
      restaurantLoadFailed.value = false;
    } catch (e) {
      loading = null;
      restaurantLoadFailed.value = true;
      throw e;
    }
  })();
  return loading;
}
