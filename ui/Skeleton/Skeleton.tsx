import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Skeleton.css';
import { cx } from '../class-names';

export const skeletonVariants = ['text', 'card', 'dishGrid', 'list'] as const;
export type SkeletonVariant = (typeof skeletonVariants)[number];

/** Widths that make stacked lines look like text rather than bars. */
const lineWidths = ['92%', '78%', '85%', '60%', '88%', '70%'];

export interface SkeletonProps {
  /**
   * `text` lines of a paragraph, one `card`, a two-column `dishGrid` (NORMAL menu mode),
   * or `list` rows with a thumbnail (CAROUSEL menu mode, cart, history).
   * @default 'text'
   */
  variant?: SkeletonVariant;
  /**
   * Lines for `text`, cards for `dishGrid`, rows for `list`.
   * @default 3 lines, 4 cards, 4 rows
   */
  count?: number;
  /**
   * What is loading, for screen readers.
   * @default "Loading" in the diner's language
   */
  label?: string;
}

function Block({ className, style }: { className?: string; style?: CSSProperties }) {
  return <span className={cx(styles.block, className)} style={style} />;
}

function Lines({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <Block
          key={i}
          className={styles.line}
          style={{ width: lineWidths[i % lineWidths.length] }}
        />
      ))}
    </>
  );
}

function Card() {
  return (
    <span className={styles.card}>
      <Block className={styles.picture} />
      <Block className={styles.line} style={{ width: '85%' }} />
      <Block className={styles.lineSmall} style={{ width: '40%' }} />
    </span>
  );
}

/**
 * Grey shapes where content is coming, with a slow shimmer (still when the diner asks for
 * reduced motion). Announced once as "Loading"; the shapes themselves are hidden from
 * assistive technology.
 */
export function Skeleton({ variant = 'text', count, label }: SkeletonProps) {
  const intl = useIntl();
  const n = Math.max(1, Math.floor(count ?? (variant === 'text' ? 3 : 4)));
  let shapes;
  if (variant === 'card') shapes = <Card />;
  else if (variant === 'dishGrid')
    shapes = (
      <span className={styles.grid}>
        {Array.from({ length: n }, (_, i) => (
          <Card key={i} />
        ))}
      </span>
    );
  else if (variant === 'list')
    shapes = Array.from({ length: n }, (_, i) => (
      <span key={i} className={styles.row}>
        <Block className={styles.thumb} />
        <span className={styles.rowText}>
          <Block className={styles.line} style={{ width: lineWidths[i % lineWidths.length] }} />
          <Block className={styles.lineSmall} style={{ width: '45%' }} />
          <Block className={styles.lineSmall} style={{ width: '25%' }} />
        </span>
      </span>
    ));
  else shapes = <Lines count={n} />;

  return (
    <div className={styles.root} role="status" aria-busy="true" data-variant={variant}>
      <span className={styles.visuallyHidden}>
        {label ?? intl.formatMessage({ id: 'common.loading' })}
      </span>
      <span aria-hidden="true" className={styles.root}>
        {shapes}
      </span>
    </div>
  );
}
