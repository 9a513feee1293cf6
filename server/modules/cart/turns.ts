/**
 * The turn timer on the server (ordering.md §4 Rounds, §9: edit cancelled under 5 s).
 *
 * For every cart with diners connected to this process, one timer per cart: at 5 s before the
 * turn's end CHAT_MESSAGE { event: 'COUNT_DOWN_DISH', orderId, turn, remainingMs, endsAt } goes to
 * this process's own sockets of the room (each process tells its own diners, so nobody hears it
 * twice), and at the end of a turn that has been sent the cart moves to the next turn: UPDATE_CART
 * and TO_NEXT_TURN to the whole room. Every process may try the advance; it is one locked
 * transaction that only one of them wins, and only the winner announces it.
 * Timers are re-armed on every change of the cart, on joining its room, and on start-up.
 */
import type { FastifyInstance } from 'fastify';
import { EDIT_LOCK_MS, turnRemainingMs } from '../../../core';
import { chatMessage } from '../../realtime';
import { openCartOrderIds, readCart, type ApplyResult, type CartSnapshot } from './repository';
import type { RuleContext } from './rule-context';
import { advanceSentTurn } from './service';

interface Armed {
  turn: number;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export class TurnTimers {
  private readonly armed = new Map<number, Armed>();
  /** orderId:turn:start of the countdowns already told. */
  private readonly told = new Set<string>();
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

  /** (Re-)arms the cart's timer for its current turn. */
  arm(s: CartSnapshot): void {
    if (this.closed) return;
    this.clear(s.orderId);
    const room = this.roomOf(s);
    if (!this.hasLocalDiners(room)) return;
    const remaining = turnRemainingMs(s.state, s.config, this.rules.now());
    if (remaining === null) return;
    const turn = s.state.nowTurn;
    const startedAt = s.state.nowTurnStartDate;
    const sent = s.history.some((h) => h.turn === turn);
    const key = `${s.orderId}:${turn}:${startedAt}`;
    const entry: Armed = { turn, startedAt, timer: null };
    this.armed.set(s.orderId, entry);
    if (remaining > 0 && remaining <= EDIT_LOCK_MS && !this.told.has(key)) {
      this.told.add(key);
      this.app.io.local.to(room).emit(
        'CHAT_MESSAGE',
        chatMessage(room, 'COUNT_DOWN_DISH', {
          orderId: s.orderId,
          turn,
          remainingMs: remaining,
          endsAt: startedAt + s.config.turnMinutes * 60_000,
        }),
      );
    }
    let wait: number | null = null;
    if (remaining > EDIT_LOCK_MS && !this.told.has(key)) wait = remaining - EDIT_LOCK_MS;
    else if (sent) wait = remaining;
    if (wait === null) return;
    entry.timer = setTimeout(() => void this.fire(s.orderId, turn, startedAt), wait);
    entry.timer.unref?.();
  }

  private clear(orderId: number): void {
    const a = this.armed.get(orderId);
    if (a?.timer) clearTimeout(a.timer);
    this.armed.delete(orderId);
  }

  private async fire(orderId: number, turn: number, startedAt: number): Promise<void> {
    const a = this.armed.get(orderId);
    if (!a || a.turn !== turn || a.startedAt !== startedAt || this.closed) return;
    a.timer = null;
    try {
      const snap = await readCart(this.rules, orderId);
      if (!snap || this.closed) return;
      const remaining = turnRemainingMs(snap.state, snap.config, this.rules.now());
      if (snap.state.nowTurn === turn && remaining === 0) {
        const res = await advanceSentTurn(this.rules, orderId, turn);
        if (res) {
          this.announce(res);
          this.arm(res.snapshot);
          return;
        }
        // Another process moved it, or the turn was never sent: follow the cart as it is now.
        const now = await readCart(this.rules, orderId);
        if (now && now.state.nowTurn !== turn) this.arm(now);
        else this.clear(orderId);
        return;
      }
      this.arm(snap);
    } catch (err) {
      this.app.log.error({ err, orderId }, 'turn timer failed');
    }
  }

  /** Start-up: moves on the sent turns that ended while no process ran, and arms the others. */
  async sweep(): Promise<void> {
    for (const id of await openCartOrderIds(this.app.store.db)) {
      if (this.closed) return;
      const snap = await readCart(this.rules, id);
      if (!snap) continue;
      const remaining = turnRemainingMs(snap.state, snap.config, this.rules.now());
      if (remaining === 0 && snap.history.some((h) => h.turn === snap.state.nowTurn)) {
        const res = await advanceSentTurn(this.rules, id, snap.state.nowTurn);
        if (res) this.announce(res);
      } else this.arm(snap);
    }
  }

  close(): void {
    this.closed = true;
    for (const id of [...this.armed.keys()]) this.clear(id);
  }
}
