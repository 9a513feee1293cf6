import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';

const buttonSize = createVar();
export const stepper = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontFamily: vars.font.body,
    color: vars.color.text,
    selectors: {
      '&[data-disabled]': { opacity: 0.45 },
    },
  },
  variants: {
    size: {
      compact: { vars: { [buttonSize]: `calc(${vars.size.icon} + ${vars.space.sm})` } },
      large: { gap: vars.space.sm, vars: { [buttonSize]: vars.size.touch } },
    },
  },
  defaultVariants: { size: 'compact' },
});

export type StepperVariants = NonNullable<RecipeVariants<typeof stepper>>;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: buttonSize,
    height: buttonSize,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: '50%',
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    // The circle may be drawn smaller than a finger; the hit area never is.
    '::before': {
      content: '""',
      position: 'absolute',
      inset: `calc((${buttonSize} - ${vars.size.touch}) / 2)`,
    },
    selectors: {
      '&:active:not(:disabled):not([data-pending])': { transform: 'scale(0.92)' },
      '&:focus-visible': focusRing(),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.4 },
      '&[data-pending]': { cursor: 'progress', opacity: 0.6 },
    },
  },
  variants: {
    kind: {
      increase: { background: vars.color.accent, color: vars.color.onAccent },
      decrease: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
    },
  },
});

export const count = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontFamily: vars.font.numeric,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      compact: { minWidth: vars.size.icon, fontSize: vars.fontSize.md },
      large: { minWidth: vars.size.touch, fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'compact' },
});

export const countValue = style({
  selectors: { '[data-pending] &': { opacity: 0.3 } },
});

/** The spinner sits over the count while a change is on its way. */
export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
});

export { visuallyHidden } from '../../tokens/utilities.css';
