/*
 * An order's wrong-guess budget
 * =============================
 * Every wrong PIN on an order, from anybody, is kept in pin_attempts. At most `guessBudget` (10)
 * wrong guesses per `guessBudgetWindowMs` (an hour) are answered. Once they are spent, a session
 * that is not yet at the order is refused (429, Retry-After: when the oldest wrong guess leaves
 * the window), while a phone already at the order is still answered: staff, and a diner session
 * that scanned this table's code before the guessing started. So a stranger guessing every few
 * seconds takes nobody's turn, and the party at the table still gets in with the right PIN.
 * Callers hold the order's row lock, so parallel guesses are counted one after the other.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../store';
import { pinAttempts } from '../../store/schema';
import type { LimitSettings } from '../../auth/limits';
import type { DinerSession, StaffSession } from '../../auth/session';

export interface GuessBudget {
  /** Wrong guesses within the window. */
  wrong: number;
  /** When the first of them was made (ms), or null. */
  firstAt: number | null;
  /** Seconds until the oldest of them leaves the window. */
  retryAfterS: number;
}

export async function guessBudget(
  db: Db,
  settings: LimitSettings,
  orderId: number,
): Promise<GuessBudget> {
  const now = settings.clock();
  const rows = await db
    .select({ at: pinAttempts.created_at })
    .from(pinAttempts)
    .where(
      and(
        eq(pinAttempts.order_head_id, orderId),
        eq(pinAttempts.success, false),
        gt(pinAttempts.created_at, new Date(now - settings.guessBudgetWindowMs)),
      ),
    )
    .orderBy(asc(pinAttempts.created_at));
  const firstAt = rows[0]?.at.getTime() ?? null;
  // The guess that frees a turn is the one whose leaving brings the count under the budget.
  const freeing = rows[rows.length - settings.guessBudget]?.at.getTime() ?? now;
  return {
    wrong: rows.length,
    firstAt,
    retryAfterS: Math.max(1, Math.ceil((freeing + settings.guessBudgetWindowMs - now) / 1000)),
  };
}

/** True when the budget holds this guess back: it is spent, and the guesser is not at the order. */
export function budgetHolds(
  budget: GuessBudget,
  settings: LimitSettings,
  who: { staff: StaffSession | null; diner: DinerSession | null },
): boolean {
  if (budget.wrong < settings.guessBudget || who.staff) return false;
  // Scan times are whole seconds: known is a scan in an earlier second than the first guess.
  const scannedAt = (who.diner?.scan ?? 0) * 1000;
  const firstSecond = budget.firstAt === null ? 0 : Math.floor(budget.firstAt / 1000) * 1000;
  return !(scannedAt > 0 && scannedAt < firstSecond);
}
