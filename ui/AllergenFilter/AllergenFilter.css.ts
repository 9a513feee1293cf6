import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';

export const allergenFilter = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    width: '100%',
    boxSizing: 'border-box',
    fontFamily: vars.font.body,
    color: vars.color.text,
  },
  variants: {
    padded: {
      true: { padding: vars.space.lg },
      false: {},
    },
  },
  defaultVariants: { padded: false },
});

export type AllergenFilterVariants = NonNullable<RecipeVariants<typeof allergenFilter>>;

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const count = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  boxSizing: 'border-box',
  paddingInlineStart: vars.space.xs,
  paddingInlineEnd: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast}`,
  selectors: {
    '&[data-pressed]': { transform: 'scale(0.96)' },
    '&[data-focus-visible]': focusRing(),
    '&[data-selected]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

/** The ✓ or ✕ of a chosen chip: its state is not told by colour alone. */
export const mark = style({
  display: 'none',
  selectors: {
    '[data-selected] > &': { display: 'inline-flex' },
  },
});
