import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup, composeRenderProps } from 'react-aria-components';
import type { CheckboxGroupProps, CheckboxProps } from 'react-aria-components';
import { Icon } from '../icons/Icon';
import * as styles from './CheckboxCards.css';

export interface CheckboxCardsProps extends Omit<CheckboxGroupProps, 'children'> {
  /** What the cards choose, already translated (the group's accessible name). */
  'aria-label': string;
  /** The cards: one `CheckboxCard` per option. */
  children: ReactNode;
}

/**
 * Several choices among a few options shown as cards, one under the other (react-aria
 * `CheckboxGroup`): each card turns on and off, the chosen ones are outlined in the accent and
 * ticked. The many-choice sibling of `RadioCards`, with the same look.
 */
export function CheckboxCards({ className, children, ...props }: CheckboxCardsProps) {
  return (
    <CheckboxGroup
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.group, cls].filter(Boolean).join(' '),
      )}
    >
      {children}
    </CheckboxGroup>
  );
}

export interface CheckboxCardProps extends Omit<CheckboxProps, 'children'> {
  /** The option's value, in the group's `value` list when chosen. */
  value: string;
  /** What the card shows: a name, and maybe a price after it. */
  children: ReactNode;
}

export function CheckboxCard({ className, children, ...props }: CheckboxCardProps) {
  return (
    <Checkbox
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.card, cls].filter(Boolean).join(' '),
      )}
    >
      <span className={styles.mark} aria-hidden="true">
        <Icon name="check" size="sm" label={false} className={styles.tick} />
      </span>
      <span className={styles.content}>{children}</span>
    </Checkbox>
  );
}
