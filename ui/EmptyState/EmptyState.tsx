import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';
import type { EmptyStateVariants } from './EmptyState.css';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/keys';

export const emptyStateSizes = ['compact', 'page'] as const;

export interface EmptyStateProps extends EmptyStateVariants {
  /** An icon of the kit by name, or any drawing. Decorative: the title says it. */
  icon?: IconName | ReactNode;
  /** What is empty ("No dish found"). */
  title: ReactNode;
  /** What the diner can do about it. */
  message?: ReactNode;
  /** A button or link that helps (e.g. "Clear filters"). */
  action?: ReactNode;
  /**
   * `compact` inside a list or drawer, `page` for a whole view.
   * @default 'page'
   */
  size?: EmptyStateVariants['size'];
  /**
   * The heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

/** Says that a list has nothing to show, and why, instead of leaving a blank space. */
export function EmptyState({
  icon,
  title,
  message,
  action,
  size,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.emptyState({ size })}>
      {icon !== undefined && (
        <span className={styles.iconCircle} aria-hidden="true">
          {typeof icon === 'string' ? (
            <Icon name={icon as IconName} label={false} size="lg" />
          ) : (
            icon
          )}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {message !== undefined && <p className={styles.message}>{message}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
