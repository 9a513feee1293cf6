import type { CurrentBusinessMenu } from '../../protocol/http';
import { api } from '../session';

/** The last answer of GET /api/v2/menus/getCurrentBusinessMenu and when it came (this clock). */
let last: { answer: CurrentBusinessMenu; readAt: number } | null = null;
let reading: Promise<{ answer: CurrentBusinessMenu; readAt: number }> | null = null;

/**
 * The business rule in force now (GET /api/v2/menus/getCurrentBusinessMenu), with the time on
 * this device's clock the answer came, from which its minutes_to_close count. The home page and
 * the menu page both read it: with `maxAgeMs`, an answer that came that recently (the home page's,
 * moments before the diner pressed "Look at the menu") or a read under way serves instead of a
 * new call. Without it, the server is asked again (the closing notice does at closing time).
 * Throws when the call fails; a failed read is not kept.
 */
export function readBusinessNow({ maxAgeMs = 0 }: { maxAgeMs?: number } = {}): Promise<{
  answer: CurrentBusinessMenu;
  readAt: number;
}> {
  if (reading && maxAgeMs > 0) return reading;
  if (last && maxAgeMs > 0 && Date.now() - last.readAt <= maxAgeMs) return Promise.resolve(last);
  const read = api<CurrentBusinessMenu>('/api/v2/menus/getCurrentBusinessMenu').then((answer) => {
    const kept = { answer, readAt: Date.now() };
    if (reading === read) last = kept;
    return kept;
  });
  reading = read;
  const done = () => {
    if (reading === read) reading = null;
  };
  read.then(done, done);
  return read;
}

/** Forgets the kept answer (between stories and tests, whose servers answer differently). */
export function forgetBusinessNow(): void {
  last = null;
  reading = null;
}
