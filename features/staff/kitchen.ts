// The kitchen display's rules: a ticket's age tone, the station filter and the "all day" totals.
import type { KitchenRound } from '../../protocol';
import type { KitchenThresholds } from '../../core/settings/catalog';
import { dayjs } from '../../core/time/dayjs';
import { wireText } from './names';

export type KitchenDish = KitchenRound['dishes'][number];
export type TicketAge = 'new' | 'late' | 'overdue';

/** Minutes after which a ticket turns late, then overdue (the setting kitchen-ticket-age). */
export type AgeThresholds = KitchenThresholds;

/** A ticket's tone at `now`. */
export function ticketAge(submittedAt: string, now: number, t: AgeThresholds): TicketAge {
  const minutes = dayjs(now).diff(submittedAt, 'minute', true);
  if (minutes >= t.overdueMinutes) return 'overdue';
  if (minutes >= t.lateMinutes) return 'late';
  return 'new';
}

/** The status groups a kitchen taps through (ordering.md §3 is_make). */
export type DishState = 'todo' | 'made' | 'served' | 'paused' | 'cancelled';
export function dishState(isMake: number | null): DishState {
  if (isMake === 1 || isMake === 11) return 'made';
  if (isMake === 2) return 'served';
  if (isMake === 3) return 'paused';
  if (isMake === 5) return 'cancelled';
  return 'todo';
}

/** The is_make value of each state the kitchen sets. */
export const IS_MAKE_OF: Record<DishState, 0 | 1 | 2 | 3 | 5> = {
  todo: 0,
  made: 1,
  served: 2,
  paused: 3,
  cancelled: 5,
};

/** Print classes of the dishes on the tickets ('' excluded), sorted. */
export function stationsOf(rounds: readonly KitchenRound[]): string[] {
  const set = new Set<string>();
  for (const r of rounds) for (const d of r.dishes) if (d.print_class) set.add(d.print_class);
  return [...set].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

/**
 * The tickets to show, oldest first: the open ones (or the bumped ones), with only the dishes of
 * the station when one is chosen; a ticket with none of its dishes left is not shown.
 */
export function ticketsFor(
  rounds: readonly KitchenRound[],
  bumped: ReadonlySet<string>,
  station: string | null,
  showBumped = false,
): KitchenRound[] {
  return rounds
    .filter((r) => bumped.has(r.requestKey) === showBumped)
    .map((r) => (station ? { ...r, dishes: r.dishes.filter((d) => d.print_class === station) } : r))
    .filter((r) => r.dishes.length > 0)
    .sort((a, b) => Date.parse(a.submittedAt) - Date.parse(b.submittedAt));
}

/**
 * "All day": how many of each dish are still to make across the open tickets, most first, named
 * by `nameOf` (the staff's language).
 */
export function allDay(
  rounds: readonly KitchenRound[],
  bumped: ReadonlySet<string>,
  station: string | null,
  nameOf: (d: KitchenDish) => string = (d) => d.item_name1,
): { name: string; quantity: number }[] {
  const totals = new Map<string, number>();
  for (const r of ticketsFor(rounds, bumped, station))
    for (const d of r.dishes)
      if (dishState(d.is_make) === 'todo' || dishState(d.is_make) === 'paused')
        totals.set(nameOf(d), (totals.get(nameOf(d)) ?? 0) + d.quantity);
  return [...totals]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}

/** A condiment's name as the ticket prints it (spaces where the wire has underscores). */
export function condimentName(c: unknown): string {
  if (typeof c === 'string') return wireText(c);
  const o = c as { name?: unknown; condiment_name?: unknown } | null;
  return wireText(String(o?.name ?? o?.condiment_name ?? ''));
}

/** The remark diners wrote on a dish, as they wrote it ('' for none). */
export const remarkText = (d: KitchenDish): string => wireText(d.remark);
