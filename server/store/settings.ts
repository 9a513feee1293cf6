// Reading settings by name or id (the values are JSON: a scalar or an object of fields).
import { eq } from 'drizzle-orm';
import type { Db } from './index';
import { settings } from './schema';

export async function getSetting(db: Db, name: string): Promise<unknown> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, name));
  return rows[0]?.value;
}

export async function getSettingById(db: Db, id: number): Promise<unknown> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.id, id));
  return rows[0]?.value;
}

/** A setting's number: the value itself, or one of its fields (e.g. status, enable). */
export function settingNumber(value: unknown, field?: string): number | undefined {
  const v = field && value && typeof value === 'object' ? (value as Record<string, unknown>)[field] : value;
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return undefined;
}

/** True when a setting is on: 1/true/'1', or an object whose status/enable field is on. */
export function settingIsOn(value: unknown): boolean {
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return settingNumber(o.status) === 1 || settingNumber(o.enable) === 1 || settingNumber(o.value) === 1;
  }
  return settingNumber(value) === 1;
}
