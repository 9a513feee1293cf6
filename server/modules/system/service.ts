// Server time and the restaurant's time zone.
import { eq } from 'drizzle-orm';
import type { Db } from '../../store';
import { restaurantInfo } from '../../store/schema';

/** The restaurant's IANA time zone, else the server's, else UTC. */
export async function serverTimeZone(db: Db): Promise<string> {
  const rows = await db
    .select({ timezone: restaurantInfo.timezone })
    .from(restaurantInfo)
    .where(eq(restaurantInfo.id, 1));
  return rows[0]?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
