import { batch, computed, signal } from '@preact/signals-react';
import { themeOf, type Settings } from '../../core';
import type { RestaurantInfo, SettingEntry } from '../../protocol/http';
import { api, onContentChanged, READ_AGAIN } from '../session';
import type { ThemeName } from '../../tokens/types';

export type { RestaurantInfo, SettingEntry };

export const restaurantInfo = signal<RestaurantInfo | null>(null);
export const settingsByName = signal<Record<string, unknown>>({});
export const settingsById = signal<Record<number, unknown>>({});
export const restaurantLoadFailed = signal(false);

/** The settings as the catalogue's readers take them (core/settings/catalog.ts). */
export const settings = computed<Settings>(() => ({
  byName: settingsByName.value,
  byId: settingsById.value,
}));

/** The restaurant's look (the theme setting: 1 dark, 2 light, 3 gold). */
export const theme = computed<ThemeName>(() => themeOf(settings.value));
/** The currency symbol prices are shown with (default €). */
export const currency = computed(() => restaurantInfo.value?.currency_name || '€');

let loading: Promise<void> | null = null;

/** Loads the restaurant's name, currency and settings once per page load. */
export function loadRestaurant(): Promise<void> {
  loading ??= (async () => {
    try {
      const [info, list] = await Promise.all([
        api<RestaurantInfo>('/api/v2/restaurant-info'),
        api<SettingEntry[]>('/api/v2/settings'),
      ]);
      const byName: Record<string, unknown> = {};
      const byId: Record<number, unknown> = {};
      for (const s of list) {
        byName[s.name] = s.value;
        if (typeof s.id === 'number') byId[s.id] = s.value;
      }
      // One update for the pages reading them, not one per signal.
      batch(() => {
        restaurantInfo.value = info;
        settingsByName.value = byName;
        settingsById.value = byId;
        restaurantLoadFailed.value = false;
      });
    } catch (e) {
      loading = null;
      restaurantLoadFailed.value = true;
      throw e;
    }
  })();
  return loading;
}

/**
 * The live changes applied (SETTINGS_UPDATED), counted, and the count at each setting's last one:
 * a read of all the settings that was under way meanwhile may hold an older value for it.
 */
let liveChanges = 0;
const lastLiveChange = new Map<string, number>();

/**
 * Reads the settings again: after a reconnection, since a SETTINGS_UPDATED sent while the
 * connection was down never arrives. A setting that a SETTINGS_UPDATED changed while this read was
 * under way keeps that value: the read's answer may have been written before the change (the
 * socket reconnects, the read goes out, staff switch something off, the change arrives, then the
 * read's older answer would switch it back on).
 */
export async function refreshSettings(): Promise<void> {
  const since = liveChanges;
  const list = await api<SettingEntry[]>('/api/v2/settings', READ_AGAIN);
  const changedSince = (key: string) => (lastLiveChange.get(key) ?? 0) > since;
  applySettings(
    list.filter(
      (s) =>
        !changedSince(`name:${s.name}`) &&
        !(typeof s.id === 'number' && changedSince(`id:${s.id}`)),
    ),
  );
}

/**
 * Applies settings staff changed during service (SETTINGS_UPDATED: the stored values written), so
 * the theme, tabs and rules follow without a reload.
 */
export function applySettingsUpdate(entries: readonly SettingEntry[]): void {
  liveChanges += 1;
  for (const s of entries) {
    lastLiveChange.set(`name:${s.name}`, liveChanges);
    if (typeof s.id === 'number') lastLiveChange.set(`id:${s.id}`, liveChanges);
  }
  applySettings(entries);
}

/** Puts these settings' values in the signals (those that changed). */
function applySettings(entries: readonly SettingEntry[]): void {
  // Settings read again unchanged (after every reconnection) leave the signals as they are: new
  // objects would render every reader (the rules, the menu's cards, the bar) for nothing.
  const changed = entries.filter(
    (s) =>
      !sameValue(settingsByName.value[s.name], s.value) ||
      (typeof s.id === 'number' && !sameValue(settingsById.value[s.id], s.value)),
  );
  if (changed.length === 0) return;
  const byName = { ...settingsByName.value };
  const byId = { ...settingsById.value };
  for (const s of changed) {
    byName[s.name] = s.value;
    if (typeof s.id === 'number') byId[s.id] = s.value;
  }
  batch(() => {
    settingsByName.value = byName;
    settingsById.value = byId;
  });
}

/** The same setting value (values are JSON: numbers, strings, or small objects and lists). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The page was given the service worker's kept answer and the server's now differs
 * (lib/session/content-changes.ts): the settings or the restaurant's details are read again,
 * once the first load (the news can come before the kept answers are in) is over.
 */
onContentChanged((url) => {
  const first = loading;
  if (!first) return;
  if (url.pathname === '/api/v2/settings') void first.then(refreshSettings).catch(() => undefined);
  if (url.pathname === '/api/v2/restaurant-info')
    void first
      .then(() => api<RestaurantInfo>('/api/v2/restaurant-info', READ_AGAIN))
      .then((info) => {
        restaurantInfo.value = info;
      })
      .catch(() => undefined);
});
