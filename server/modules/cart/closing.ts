/**
 * The kitchen's closing on the server (ordering.md §4 Business hours: "at closing, ordering is
 * disabled, the cart emptied and dish view cleared, and some menus disabled"; §5 Business time).
 *
 * When the business window in force ends, by the server's own clock in the restaurant's time
 * zone, the round-rule dishes that can no longer be ordered (outside business time, or of a menu
 * the rule taking over hides) are taken out of every open cart, and each table's room is told:
 * UPDATE_CART with the cart after it (by the process whose transaction removed them), and
 * CHAT_MESSAGE { event: 'IS_UPDATE_MENU', kitchenClosed: true, isBusinessTime, hiddenMenus,
 * lineIds } to this process's own sockets of the room, so a phone dims what closed, closes the
 * dish it shows and says "Some menus have been disabled due to the kitchen being closed". Exempt
 * dishes (not_joining_global_limit 1) stay. The cart's rules refuse those dishes from then on
 * (checkBusinessTime), for an add and for a submit alike.
 *
 * One timer per process sleeps until the next moment the rule in force may change, never longer
 * than a second, so a cart clock moved (tests) is followed within a second.
 */
import type { FastifyInstance } from 'fastify';
import { checkBusinessTime, parseIdList } from '../../../core';
import { chatMessage } from '../../realtime';
import { currentBusinessMenu } from '../hours/service';
import {
  lockCart,
  openCarts,
  saveCart,
  snapshotOf,
  type CartSnapshot,
  type LoadedCart,
} from './repository';
import type { BusinessState, RuleContext } from './rule-context';

const LOOK_EVERY_MS = 1000;

/** What can be ordered at a moment: business time, and the menus the rule in force hides. */
interface Offer {
  isBusinessTime: boolean;
  hiddenMenus: number[];
}

/** True when `after` orders less than `before`: business time ended, or a menu became hidden. */
function closesSomething(before: Offer, after: Offer): boolean {
  if (!before.isBusinessTime) return false;
  if (!after.isBusinessTime) return true;
  return after.hiddenMenus.some((m) => !before.hiddenMenus.includes(m));
}

/** The lines of the cart's round-rule dishes that cannot be ordered now. */
function closedLineIds(c: LoadedCart): string[] {
  return c.state.lines
    .filter((l) => {
      const dish = c.dishes.get(l.originId);
      return (
        dish !== undefined && checkBusinessTime(dish, c.isBusinessTime, c.hiddenMenus) !== null
      );
    })
    .map((l) => l.id);
}

/** Takes the lines that cannot be ordered now out of an open cart; null when it had none. */
async function removeClosedLines(
  rules: RuleContext,
  orderId: number,
): Promise<{ snapshot: CartSnapshot; lineIds: string[] } | null> {
  await rules.warmBusiness();
  return rules.store.transaction(async (tx) => {
    const c = await lockCart(rules, tx, orderId);
    if (!c || !c.open) return null;
    const gone = new Set(closedLineIds(c));
    if (gone.size === 0) return null;
    const state = { ...c.state, lines: c.state.lines.filter((l) => !gone.has(l.id)) };
    const version = await saveCart(tx, c, state);
    return { snapshot: { ...snapshotOf(c), state, version }, lineIds: [...gone] };
  });
}

export class ClosingClock {
  /** When the rule in force may next change (cart clock); null when it never does. */
  private changesAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private closed = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly rules: RuleContext,
    private readonly roomOf: (s: { tableId: number; orderId: number }) => string,
    private readonly broadcastCart: (s: CartSnapshot) => void,
  ) {
    rules.onBusinessRead((b) => this.learn(b));
  }

  /**
   * The business rule was read: its next change is kept, unless an earlier one is still to come
   * (a change already passed is handled first, even when a cart's change read the new rule).
   */
  private learn(b: BusinessState): void {
    if (b.changesAt === null) return;
    if (this.changesAt === null || b.changesAt < this.changesAt) {
      this.changesAt = b.changesAt;
      this.schedule();
    }
  }

  /** Start-up: reads the rule in force (its next change) and takes out what cannot be ordered. */
  async start(): Promise<void> {
    await this.rules.warmBusiness();
    await this.sweep(null);
  }

  private schedule(): void {
    if (this.closed || this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.changesAt === null) return;
    const wait = Math.max(0, Math.min(this.changesAt - this.rules.now(), LOOK_EVERY_MS));
    this.timer = setTimeout(() => void this.look(), wait);
    this.timer.unref?.();
  }

  private async look(): Promise<void> {
    this.timer = null;
    if (this.closed || this.changesAt === null) return;
    if (this.rules.now() < this.changesAt) return this.schedule();
    const boundary = this.changesAt;
    this.changesAt = null;
    this.running = true;
    try {
      await this.sweep(boundary);
    } catch (err) {
      this.app.log.error({ err }, 'closing the kitchen failed');
    } finally {
      this.running = false;
    }
    this.schedule();
  }

  /** Takes out of every open cart what cannot be ordered now; at a closing, tells the rooms. */
  private async sweep(boundary: number | null): Promise<void> {
    const db = this.app.store.db;
    const now = this.rules.now();
    const offerAt = async (at: number): Promise<Offer> => {
      const b = await currentBusinessMenu(db, at);
      return {
        isBusinessTime: b.isBusinessTime,
        hiddenMenus: b.id !== undefined ? parseIdList(b.hide_menu ?? null) : [],
      };
    };
    const after = await offerAt(now);
    const tell = boundary !== null && closesSomething(await offerAt(boundary - 1), after);
    // At a change, read afresh for the carts' rules (and their round values), and to learn the
    // next change.
    if (boundary !== null) this.rules.forgetHere('business');
    await this.rules.warmBusiness();
    for (const { orderId, tableId } of await openCarts(db)) {
      if (this.closed) return;
      const removed = await removeClosedLines(this.rules, orderId);
      if (removed) this.broadcastCart(removed.snapshot);
      if (!tell) continue;
      const room = this.roomOf({ tableId, orderId });
      this.app.io.local.to(room).emit(
        'CHAT_MESSAGE',
        chatMessage(room, 'IS_UPDATE_MENU', {
          kitchenClosed: true,
          orderId,
          isBusinessTime: after.isBusinessTime,
          hiddenMenus: after.hiddenMenus,
          lineIds: removed?.lineIds ?? [],
        }),
      );
    }
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
