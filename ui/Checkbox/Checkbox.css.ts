import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';

/** The label beside its box, as a form's field: no tile, no fill. */
export const checkbox = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touch,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
});

export const box = style({
  flex: '0 0 auto',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  boxSizing: 'border-box',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surfaceSunken,
  color: vars.color.onAccent,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[data-hovered] &': { borderColor: vars.color.accent },
    '[data-selected] &': { background: vars.color.accent, borderColor: vars.color.accent },
    '[data-focus-visible] &': focusRing(),
  },
});

export const mark = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  visibility: 'hidden',
  selectors: { '[data-selected] &': { visibility: 'visible' } },
});

export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });

export type CheckboxVariants = NonNullable<RecipeVariants<typeof checkbox>>;
