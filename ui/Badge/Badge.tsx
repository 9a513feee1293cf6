import { useState } from 'react';
import * as styles from './Badge.css';
import type { BadgeVariants } from './Badge.css';
import { cx } from '../class-names';

export const badgeTones = ['critical', 'accent', 'neutral'] as const;
export type BadgeTone = (typeof badgeTones)[number];

/** The default cap: above it the badge reads "99+". */
export const BADGE_MAX = 99;

/** What a badge shows for a count: nothing at 0 or below, the count, or "99+" above the cap. */
export function badgeText(count: number, max: number = BADGE_MAX): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  const n = Math.floor(count);
  return n > max ? `${max}+` : String(n);
}

export interface BadgeProps extends BadgeVariants {
  /** The number to show. Hidden at 0 (and for negative or non-numeric values). */
  count: number;
  /**
   * Above this the badge shows `max+`.
   * @default 99
   */
  max?: number;
  /**
   * What the count means, in words and already translated ("3 dishes in the cart"). Read by
   * screen readers instead of the bare number, which stays correct past the cap.
   * @default the visible number
   */
  label?: string;
  /** @default 'critical' */
  tone?: BadgeTone;
  /**
   * Pin to the top-right corner of the nearest positioned ancestor.
   * @default false
   */
  corner?: boolean;
  className?: string;
}

/**
 * A small count. It pops for `vars.motion.badge` (the spec's 300 ms) each time the count
 * changes, but not when it first appears with the page.
 */
export function Badge({ count, max = BADGE_MAX, label, tone, corner, className }: BadgeProps) {
  // The "previous value in state" pattern: a change of count bumps a generation number, whose
  // new key remounts the element so that the CSS animation plays again.
  const [previous, setPrevious] = useState(count);
  const [generation, setGeneration] = useState(0);
  if (previous !== count) {
    setPrevious(count);
    setGeneration((g) => g + 1);
  }
  const text = badgeText(count, max);
  if (text === null) return null;
  return (
    <span
      key={generation}
      className={cx(styles.badge({ tone, corner }), className)}
      data-bumped={generation > 0 || undefined}
      data-count={Math.floor(count)}
    >
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <span className={styles.visuallyHidden}>{label}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
