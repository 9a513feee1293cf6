/**
 * The product's notification rules, with no view attached: four levels; never duplicated (the
 * same level and text is shown once); at most six at a time, the oldest dropped first; never
 * persistent: each one leaves after its duration, and the clock stops while the diner is
 * reading (`pause()` / `resume()`).
 */

export const notificationLevels = ['success', 'error', 'warning', 'info'] as const;
export type NotificationLevel = (typeof notificationLevels)[number];

/** The spec's limit on notifications shown at once. */
export const MAX_NOTIFICATIONS = 6;
/** How long a notification stays when nothing else is said, in ms. */
export const DEFAULT_NOTIFICATION_DURATION = 3000;

export interface Notification {
  /** Unique within the queue. */
  readonly id: string;
  readonly level: NotificationLevel;
  /** Already translated text. */
  readonly message: string;
  /** Time it stays on screen, in ms, not counting pauses. */
  readonly duration: number;
}

export interface NotificationQueueOptions {
  /** @default 6 */
  max?: number;
  /** @default 3000 */
  duration?: number;
}

export interface NotifyOptions {
  /** Override the queue's duration for this one, in ms. */
  duration?: number;
}

interface Entry {
  notification: Notification;
  remaining: number;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

function checkDuration(value: number, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${what} must be a positive number of milliseconds, got ${String(value)}`);
  }
  return value;
}

export class NotificationQueue {
  readonly max: number;
  readonly duration: number;
  private entries: Entry[] = [];
  private snapshot: readonly Notification[] = [];
  private listeners = new Set<() => void>();
  private paused = false;
  private nextId = 1;

  constructor(options: NotificationQueueOptions = {}) {
    const max = options.max ?? MAX_NOTIFICATIONS;
    if (!Number.isInteger(max) || max < 1) {
      throw new RangeError(`max must be a whole number of at least 1, got ${String(max)}`);
    }
    this.max = max;
    this.duration = checkDuration(options.duration ?? DEFAULT_NOTIFICATION_DURATION, 'duration');
  }

  /** What is showing, oldest first. The same array until something changes. */
  get items(): readonly Notification[] {
    return this.snapshot;
  }

  /** For `useSyncExternalStore`. */
  getSnapshot = (): readonly Notification[] => this.snapshot;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /**
   * Shows a notification and returns its id. If the same level and text is already showing,
   * nothing new is shown and the id of the one on screen is returned.
   */
  add(level: NotificationLevel, message: string, options: NotifyOptions = {}): string {
    if (!notificationLevels.includes(level)) {
      throw new TypeError(
        `level must be one of ${notificationLevels.join(', ')}, got ${String(level)}`,
      );
    }
    if (typeof message !== 'string' || message.trim() === '') {
      throw new TypeError('a notification needs a non-empty message');
    }
    const duration = checkDuration(options.duration ?? this.duration, 'duration');
    const same = this.entries.find(
      (e) => e.notification.level === level && e.notification.message === message,
    );
    if (same) return same.notification.id;

    const notification: Notification = { id: `n${this.nextId++}`, level, message, duration };
    const entry: Entry = { notification, remaining: duration, startedAt: 0, timer: undefined };
    this.entries.push(entry);
    while (this.entries.length > this.max) {
      const oldest = this.entries.shift();
      if (oldest) clearTimeout(oldest.timer);
    }
    if (!this.paused) this.start(entry);
    this.emit();
    return notification.id;
  }

  success(message: string, options?: NotifyOptions): string {
    return this.add('success', message, options);
  }

  error(message: string, options?: NotifyOptions): string {
    return this.add('error', message, options);
  }

  warning(message: string, options?: NotifyOptions): string {
    return this.add('warning', message, options);
  }

  info(message: string, options?: NotifyOptions): string {
    return this.add('info', message, options);
  }

  /** Removes one notification. Unknown ids are ignored (it may have timed out already). */
  dismiss(id: string): void {
    const index = this.entries.findIndex((e) => e.notification.id === id);
    if (index < 0) return;
    const [entry] = this.entries.splice(index, 1);
    if (entry) clearTimeout(entry.timer);
    this.emit();
  }

  /** Removes everything. */
  clear(): void {
    if (this.entries.length === 0) return;
    for (const e of this.entries) clearTimeout(e.timer);
    this.entries = [];
    this.emit();
  }

  /** Stops every clock (the diner is hovering or focused on the notifications). */
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    const now = Date.now();
    for (const e of this.entries) {
      clearTimeout(e.timer);
      e.timer = undefined;
      e.remaining = Math.max(0, e.remaining - (now - e.startedAt));
    }
  }

  /** Starts the clocks again with the time each one had left. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    for (const e of this.entries) this.start(e);
  }

  get isPaused(): boolean {
    return this.paused;
  }

  private start(entry: Entry): void {
    entry.startedAt = Date.now();
    entry.timer = setTimeout(() => this.dismiss(entry.notification.id), entry.remaining);
  }

  private emit(): void {
    this.snapshot = this.entries.map((e) => e.notification);
    for (const listener of [...this.listeners]) listener();
  }
}
