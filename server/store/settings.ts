// Reading one setting from the store, by the catalogue's id or name and with its reader
// (core/settings/catalog.ts: the one vocabulary both sides use).
import { eq } from 'drizzle-orm';
import { parseSettingValue, type SettingDef } from '../../core';
import type { Db } from './index';
import { settings } from './schema';

/** A setting's stored value by name, or undefined when it is missing. */
export async function getSetting(db: Db, name: string): Promise<unknown> {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, name));
  return rows[0]?.value;
}

/** A setting's stored value by id, or undefined when it is missing. */
export async function getSettingById(db: Db, id: number): Promise<unknown> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.id, id));
  return rows[0]?.value;
}

/** A setting of the catalogue, read with its reader (the spec's default when it is missing). */
export async function settingOf<T>(db: Db, setting: SettingDef<T>): Promise<T> {
  const value =
    setting.id !== undefined
      ? await getSettingById(db, setting.id)
      : await getSetting(db, setting.name);
  return setting.read(parseSettingValue(value));
}
