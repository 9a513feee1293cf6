// Settings as stored: every setting, or the one with an id.
import { asc, eq } from 'drizzle-orm';
import type { SettingEntry } from '../../../protocol/http';
import type { Db } from '../../store';
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
