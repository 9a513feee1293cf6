import { Button as AriaButton, ToggleButton as AriaToggleButton } from 'react-aria-components';
import type {
  ButtonProps as AriaButtonProps,
  ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './IconButton.css';
import type { IconButtonVariants } from './IconButton.css';
import { Icon } from '../icons/Icon';
import type { IconNameOrAlias } from '../icons/Icon';
import { Badge } from '../Badge/Badge';
import { cx, withClass } from '../class-names';

export const iconButtonVariants = ['ghost', 'secondary', 'primary', 'critical'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;

interface CommonProps extends IconButtonVariants {
  /** The icon drawn on the button. */
  icon: IconNameOrAlias;
  /**
   * What the button does, already translated ("Search dishes", "Close"). Required: the button
   * shows no text, so this is its only name for screen readers and voice control.
   */
  label: string;
  /**
   * A count in the corner (cart lines, unread notices); hidden at 0.
   * @default undefined (no badge)
   */
  badge?: number;
  /**
   * Words for the badge count, already translated ("3 dishes in the cart").
   * @default the number
   */
  badgeLabel?: string;
  /** @default 'ghost' */
  variant?: IconButtonVariants['variant'];
  /** `sm` 36 px, `md` 44 px (the minimum touch target), `lg` 52 px. @default 'md' */
  size?: IconButtonVariants['size'];
}

export interface IconButtonProps
  extends
    Omit<AriaButtonProps, 'children' | 'aria-label' | 'aria-labelledby' | 'className'>,
    CommonProps {
  className?: string;
}

export interface ToggleIconButtonProps
  extends
    Omit<AriaToggleButtonProps, 'children' | 'aria-label' | 'aria-labelledby' | 'className'>,
    CommonProps {
  className?: string;
}

function Content({
  icon,
  label,
  size,
  badge,
  badgeLabel,
  isPending,
}: Pick<CommonProps, 'icon' | 'label' | 'size' | 'badge' | 'badgeLabel'> & {
  isPending?: boolean;
}) {
  // The name is real (visually hidden) text rather than aria-label, so that it and the badge's
  // count together make the accessible name: "Cart 3 dishes".
  return (
    <>
      <span className={styles.visuallyHidden}>{label}</span>
      {isPending ? (
        <Spinner className={styles.spinner} />
      ) : (
        <Icon name={icon} label={false} size={size === 'sm' ? 'sm' : 'md'} variant="plain" />
      )}
      {badge !== undefined && <Badge count={badge} label={badgeLabel} corner />}
    </>
  );
}

/**
 * A round button that shows only an icon. Its `label` is required and becomes its accessible
 * name. While `isPending` it shows a spinner, ignores presses and announces that it is busy.
 */
export function IconButton({
  icon,
  label,
  badge,
  badgeLabel,
  variant,
  size,
  className,
  ...props
}: IconButtonProps) {
  return (
    <AriaButton {...props} className={withClass(styles.iconButton({ variant, size }), className)}>
      {({ isPending }) => (
        <Content
          icon={icon}
          label={label}
          size={size}
          badge={badge}
          badgeLabel={badgeLabel}
          isPending={isPending}
        />
      )}
    </AriaButton>
  );
}

/**
 * An icon button that stays on or off (`aria-pressed`): the allergen filter, the list/grid
 * switch. Style of the "on" state comes from `[data-selected]`.
 */
export function ToggleIconButton({
  icon,
  label,
  badge,
  badgeLabel,
  variant,
  size,
  className,
  ...props
}: ToggleIconButtonProps) {
  return (
    <AriaToggleButton
      {...props}
      className={withClass(styles.iconButton({ variant, size }), className)}
    >
      <Content icon={icon} label={label} size={size} badge={badge} badgeLabel={badgeLabel} />
    </AriaToggleButton>
  );
}

export interface PlainIconButtonProps extends CommonProps {
  /** @default false */
  isDisabled?: boolean;
  /** Shows a spinner in the icon's place and ignores presses (aria-disabled). @default false */
  isPending?: boolean;
  /** A click, a tap, or Enter or Space while focused. */
  onPress?: () => void;
  /** The id of a text that says more, e.g. why the button is disabled. */
  'aria-describedby'?: string;
  className?: string;
}

/**
 * IconButton's looks on a native <button>, without react-aria, for a button repeated in every row
 * of a long list (a dish card's add) or drawn with a whole page on the diner's tap (the menu's
 * search and filter). react-aria's Button, about 90 hooks of press, hover and focus tracking,
 * was a large part of the menu page's render, one per card. The browser's :active,
 * :hover and :focus-visible draw the pressed, hovered and focused looks. While `isPending` it shows
 * the spinner, ignores presses and is aria-disabled, as IconButton; unlike IconButton it does not
 * announce the pending state to a screen reader focused on it (the spinner's own label reads it).
 */
export function PlainIconButton({
  icon,
  label,
  badge,
  badgeLabel,
  variant,
  size,
  isDisabled = false,
  isPending = false,
  onPress,
  'aria-describedby': describedBy,
  className,
}: PlainIconButtonProps) {
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      className={cx(
        styles.iconButton({ variant, size }),
        styles.plain,
        (variant ?? 'ghost') === 'ghost' && styles.plainGhost,
        className,
      )}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onClick={isPending ? undefined : onPress}
    >
      <Content
        icon={icon}
        label={label}
        size={size}
        badge={badge}
        badgeLabel={badgeLabel}
        isPending={isPending}
      />
    </button>
  );
}
