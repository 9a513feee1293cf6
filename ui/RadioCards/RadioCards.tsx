import type { ReactNode } from 'react';
import { Radio, RadioGroup, composeRenderProps } from 'react-aria-components';
import type { RadioGroupProps, RadioProps } from 'react-aria-components';
import * as styles from './RadioCards.css';

export interface RadioCardsProps extends Omit<RadioGroupProps, 'children' | 'orientation'> {
  /** What the cards choose between, already translated (the group's accessible name). */
  'aria-label': string;
  /** The cards: one `RadioCard` per option. */
  children: ReactNode;
}

/**
 * One choice among a few options shown as cards, one under the other (react-aria
 * `RadioGroup`): the arrow keys move and choose, the chosen card is outlined in the accent.
 */
export function RadioCards({ className, children, ...props }: RadioCardsProps) {
  return (
    <RadioGroup
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.group, cls].filter(Boolean).join(' '),
      )}
    >
      {children}
    </RadioGroup>
  );
}

export interface RadioCardProps extends Omit<RadioProps, 'children'> {
  /** The option's value, reported by the group's `onChange`. */
  value: string;
  /** What the card shows: a name, and maybe a price after it. */
  children: ReactNode;
}

export function RadioCard({ className, children, ...props }: RadioCardProps) {
  return (
    <Radio
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.card, cls].filter(Boolean).join(' '),
      )}
    >
      <span className={styles.mark} aria-hidden="true" />
      <span className={styles.content}>{children}</span>
    </Radio>
  );
}
