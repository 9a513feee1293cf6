import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';

export const group = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    color: vars.color.accentText,
    selectors: { '&[data-disabled]': { opacity: 0.45 } },
  },
  variants: {
    size: {
      sm: { gap: 0 },
      md: { gap: 0 },
      lg: { gap: vars.space.xxs },
    },
  },
  defaultVariants: { size: 'md' },
});

export type StarRatingVariants = NonNullable<RecipeVariants<typeof group>>;

export const star = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-pressed]': { transform: 'scale(0.9)' },
    '&[data-focus-visible]': focusRing('inset'),
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const empty = style({ display: 'inline-flex', color: vars.color.textMuted });
export const chosen = style({ display: 'inline-flex' });

export const display = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.accentText,
});

export const displayStar = style({
  position: 'relative',
  display: 'inline-flex',
});

export const fill = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  display: 'inline-flex',
});
