import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../tokens';

const filledDisabled = {
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  opacity: 1,
};

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast}, filter ${vars.motion.fast}`,
    outline: 'none',
    selectors: {
      '&[data-pressed]': { transform: 'scale(0.92)' },
      '&[data-hovered]': { filter: 'brightness(1.08)' },
      '&[data-focus-visible]': focusRing(),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      ghost: {
        selectors: {
          '&[data-pressed]': { background: vars.color.surfaceSunken },
          '&[data-selected]': {
            background: vars.color.surfaceSunken,
            color: vars.color.accentText,
          },
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        selectors: {
          '&[data-selected]': {
            background: vars.color.accent,
            borderColor: vars.color.accent,
            color: vars.color.onAccent,
          },
        },
      },
      // A filled button that cannot act turns neutral rather than a faded colour, so that a diner
      // reads "unavailable" (a sold-out dish's +, a stepper at its maximum) at a glance.
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&[data-disabled]': filledDisabled },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: { '&[data-disabled]': filledDisabled },
      },
    },
    size: {
      sm: {
        width: `calc(${vars.size.touch} - ${vars.space.sm})`,
        height: `calc(${vars.size.touch} - ${vars.space.sm})`,
      },
      md: { width: vars.size.touch, height: vars.size.touch },
      lg: {
        width: `calc(${vars.size.touch} + ${vars.space.sm})`,
        height: `calc(${vars.size.touch} + ${vars.space.sm})`,
      },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

/**
 * PlainIconButton's pressed, hovered and focused looks, from the browser's own pseudo-classes
 * (IconButton's come from react-aria's data attributes; its disabled and pending ones are set as
 * the same attributes). Hover only where a pointer hovers: a tap would leave it on.
 */
export const plain = style({
  selectors: {
    '&:active:not(:disabled):not([data-pending])': { transform: 'scale(0.92)' },
    '&:focus-visible': focusRing(),
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover:not(:disabled):not([data-pending])': { filter: 'brightness(1.08)' } },
    },
  },
});

/** The ghost variant's pressed background, as IconButton's (its recipe's is on data-pressed). */
export const plainGhost = style({
  selectors: {
    '&:active:not(:disabled):not([data-pending])': { background: vars.color.surfaceSunken },
  },
});

/** The spinner takes the glyph's place and size. */
export const spinner = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export { visuallyHidden } from '../../tokens/utilities.css';
