/**
 * The round clock on the server (ordering.md §4 Rounds, §9: edit cancelled under 5 s). The server
 * is the clock: a turn ends at its start plus the minutes per round, sent or not, whether or not
 * a phone is connected.
 *
 * Every open cart whose round timer runs is armed here with the end of its turn. At 5 s before
 * the end CHAT_MESSAGE { event: 'COUNT_DOWN_DISH', orderId, turn, remainingMs, endsAt } goes to
 * this process's own sockets of the room (each process tells its own diners, so nobody hears it
 * twice), and at the end the cart moves to the next turn (its unsent lines with it): UPDATE_CART
 * and TO_NEXT_TURN to the whole room. Every process may try the advance; it is one locked
 * transaction that only one of them wins, and only the winner announces it.
 *
 * One timer per process looks at the ends: it sleeps until the nearest one, never longer than a
 * second, so a cart clock moved forward (tests) is followed within a second. Carts are re-armed on
 * every change of the cart, on joining its room, on start-up and after a change of the settings
 * or the hours.
 */
import type { FastifyInstance } from 'fastify';
import { EDIT_LOCK_MS, turnEndsAt, turnRemainingMs } from '../../../core';
import { chatMessage } from '../../realtime';
import { openCartOrderIds, readCart, type ApplyResult, type CartSnapshot } from './repository';
import type { RuleContext } from './rule-context';
import { advanceEndedTurn } from './service';

/** The longest the clock sleeps before looking at the time again. */
const LOOK_EVERY_MS = 1000;

interface Armed {
  turn: number;
  startedAt: number;
  endsAt: number;
  room: string;
  /** COUNT_DOWN_DISH went to this process's diners of the room. */
  told: boolean;
  /** The advance is under way. */
  firing: boolean;
}

export class TurnTimers {
  private readonly armed = new Map<number, Armed>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly rules: RuleContext,
    private readonly roomOf: (s: { tableId: number; orderId: number }) => string,
    private readonly announce: (r: ApplyResult) => void,
  ) {}

  private hasLocalDiners(room: string): boolean {
    return (this.app.io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0;
  }

  /** (Re-)arms the cart's timer for its current turn; a cart without a running round timer is let go. */
  arm(s: CartSnapshot): void {
    if (this.closed) return;
    const remaining = turnRemainingMs(s.state, s.config, this.rules.now());
    if (remaining === null || s.state.nowTurn > s.config.maxTurn) {
      this.armed.delete(s.orderId);
      return;
    }
    const turn = s.state.nowTurn;
    const startedAt = s.state.nowTurnStartDate;
    const was = this.armed.get(s.orderId);
    const same = was && was.turn === turn && was.startedAt === startedAt;
    this.armed.set(s.orderId, {
      turn,
      startedAt,
      endsAt: turnEndsAt(startedAt, s.config.turnMinutes),
      room: this.roomOf(s),
      told: same ? was.told : false,
      firing: same ? was.firing : false,
    });
    this.schedule();
  }

  /** Forgets a cart (its order closed). */
  disarm(orderId: number): void {
    this.armed.delete(orderId);
  }

  private schedule(): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.armed.size === 0) return;
    const now = this.rules.now();
    let next = Number.POSITIVE_INFINITY;
    for (const a of this.armed.values()) {
      if (a.firing) continue;
      next = Math.min(next, a.told ? a.endsAt : a.endsAt - EDIT_LOCK_MS);
    }
    const wait = Math.max(0, Math.min(next - now, LOOK_EVERY_MS));
    this.timer = setTimeout(() => this.look(), wait);
    this.timer.unref?.();
  }

  private look(): void {
    this.timer = null;
    if (this.closed) return;
    const now = this.rules.now();
    for (const [orderId, a] of this.armed) {
      if (a.firing) continue;
      const remaining = a.endsAt - now;
      if (!a.told && remaining <= EDIT_LOCK_MS) {
        a.told = true;
        if (remaining > 0 && this.hasLocalDiners(a.room))
          this.app.io.local.to(a.room).emit(
            'CHAT_MESSAGE',
            chatMessage(a.room, 'COUNT_DOWN_DISH', {
              orderId,
              turn: a.turn,
              remainingMs: remaining,
              endsAt: a.endsAt,
            }),
          );
      }
      if (remaining <= 0) {
        a.firing = true;
        void this.fire(orderId, a);
      }
    }
    this.schedule();
  }

  private async fire(orderId: number, a: Armed): Promise<void> {
    try {
      const res = await advanceEndedTurn(this.rules, orderId, a.turn);
      if (this.closed) return;
      if (res) {
        this.announce(res);
        this.arm(res.snapshot);
        return;
      }
      // Another process moved it, the order closed, or the turn has time left after all (a
      // change of the settings): follow the cart as it is now.
      const now = await readCart(this.rules, orderId);
      if (this.armed.get(orderId) !== a) return;
      const moved = now && now.state.nowTurn !== a.turn;
      const timeLeft = now && (turnRemainingMs(now.state, now.config, this.rules.now()) ?? 0) > 0;
      // Otherwise the order is closed: nothing moves its turn any more.
      if (now && (moved || timeLeft)) this.arm(now);
      else this.armed.delete(orderId);
    } catch (err) {
      this.app.log.error({ err, orderId }, 'turn timer failed');
      // Tried again at the next look.
      if (this.armed.get(orderId) === a) a.firing = false;
      this.schedule();
    }
  }

  /** Start-up, and after a change of the settings or hours: arms every open cart as it is now. */
  async sweep(each?: (s: CartSnapshot) => void): Promise<void> {
    for (const id of await openCartOrderIds(this.app.store.db)) {
      if (this.closed) return;
      const snap = await readCart(this.rules, id);
      if (!snap) continue;
      each?.(snap);
      this.arm(snap);
    }
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.armed.clear();
  }
}
