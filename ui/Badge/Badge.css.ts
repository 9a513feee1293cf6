import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { keyframes } from '@vanilla-extract/css';
import { vars } from '../../tokens';

/** The spec's cart badge animation: a short pop on every change, `vars.motion.badge` long. */
const pop = keyframes({
  '0%': { transform: 'scale(1)' },
  '40%': { transform: 'scale(1.35)' },
  '100%': { transform: 'scale(1)' },
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: vars.size.iconSm,
    height: vars.size.iconSm,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    selectors: {
      '&[data-bumped]': { animation: `${pop} ${vars.motion.badge} ${vars.motion.easing}` },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&[data-bumped]': { animation: 'none' } },
      },
    },
  },
  variants: {
    tone: {
      critical: { background: vars.color.critical, color: vars.color.onCritical },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      neutral: { background: vars.color.text, color: vars.color.surface },
    },
    /** Pinned to the top-right corner of the nearest positioned ancestor (an icon, a tab). */
    corner: {
      true: {
        position: 'absolute',
        insetBlockStart: 0,
        insetInlineEnd: 0,
        transformOrigin: 'center',
        translate: '50% -35%',
        boxShadow: `0 0 0 ${vars.space.xxs} ${vars.color.surfaceRaised}`,
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'critical', corner: false },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

export { visuallyHidden } from '../../tokens/utilities.css';
