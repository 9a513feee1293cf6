import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens';
import { heldRoom, heldRoomMark } from '../../tokens/utilities.css';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const countdown = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    color: vars.color.text,
    selectors: {
      '&[data-tone="warning"]': { background: vars.color.warning, color: vars.color.onWarning },
      '&[data-tone="ended"]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    },
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm, paddingBlock: vars.space.xxs },
      md: { fontSize: vars.fontSize.md, paddingBlock: vars.space.xs },
      lg: {
        fontSize: vars.fontSize.xxl,
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.md,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type CountdownVariants = NonNullable<RecipeVariants<typeof countdown>>;

export const digits = style({
  fontFamily: vars.font.numeric,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-tone="warning"] &': {
      animation: `${pulse} calc(${vars.motion.slow} * 2.5) ${vars.motion.easing} infinite`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const label = style({ fontWeight: vars.fontWeight.medium });

/** The time not known yet: the room of a time, the pending mark in it. */
export const pendingDigits = style([digits, heldRoom, { color: vars.color.textMuted }]);

export const pendingMark = style([
  heldRoomMark,
  {
    animation: `${pulse} calc(${vars.motion.slow} * 2.5) ${vars.motion.easing} infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);

export { visuallyHidden } from '../../tokens/utilities.css';
