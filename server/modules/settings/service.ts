// Settings as stored: every setting, or the one with an id; the staff editor's reads and writes.
import { asc, eq, sql } from 'drizzle-orm';
import type { SettingEntry } from '../../../protocol/http';
import {
  ServiceSettingError,
  serviceSettingWrites,
  serviceSettingsOf,
  type ServiceSettings,
  type ServiceSettingsPatch,
} from '../../../core/settings/service-settings';
import type { Db, Store } from '../../store';
import { badRequest } from '../../http/errors';
import { settings } from '../../store/schema';

const columns = { id: settings.id, name: settings.name, value: settings.value };

/** Every setting, ordered by id. */
export function listSettings(db: Db): Promise<SettingEntry[]> {
  return db.select(columns).from(settings).orderBy(asc(settings.id));
}

/** The setting with that id, as a list of zero or one entries. */
export function settingsWithId(db: Db, id: number): Promise<SettingEntry[]> {
  return db.select(columns).from(settings).where(eq(settings.id, id));
}

/**
 * The settings that change service (core/settings/service-settings.ts) as the staff console reads
 * them.
 */
export async function readServiceSettings(db: Db): Promise<ServiceSettings> {
  return serviceSettingsOf(await listSettings(db));
}

/**
 * Writes a change of the service settings in one transaction (each setting under its catalogue
 * id where it has one, else by name; a missing one gets a new id from 1001 up) and answers the
 * settings after it with the rows written. A value that cannot be stored as asked is refused
 * (400, naming the field) and nothing changes.
 */
export async function updateServiceSettings(
  store: Store,
  patch: ServiceSettingsPatch,
): Promise<{ view: ServiceSettings; written: { id: number; name: string; value: unknown }[] }> {
  return store.transaction(async (tx) => {
    // One editor at a time: the change is computed from the settings it replaces.
    await tx.execute(sql`select pg_advisory_xact_lock(741852964)`);
    const current = await listSettings(tx);
    let writes;
    try {
      writes = serviceSettingWrites(current, patch);
    } catch (err) {
      if (err instanceof ServiceSettingError)
        throw badRequest(`Invalid body: ${err.message}`, err.field);
      throw err;
    }
    const written: { id: number; name: string; value: unknown }[] = [];
    let nextId = Math.max(1000, ...current.map((s) => s.id ?? 0)) + 1;
    for (const w of writes) {
      const found = current.find((s) =>
        w.def.id !== undefined ? s.id === w.def.id : s.name === w.def.name,
      );
      const id = found?.id ?? w.def.id ?? nextId++;
      const name = found?.name ?? w.def.name;
      await tx
        .insert(settings)
        .values({ id, name, value: w.value })
        .onConflictDoUpdate({
          target: settings.id,
          set: { value: w.value, updated_at: new Date() },
        });
      written.push({ id, name, value: w.value });
    }
    return { view: serviceSettingsOf(await listSettings(tx)), written };
  });
}
