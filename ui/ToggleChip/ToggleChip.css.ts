import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';

export const toggleChip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touch,
    boxSizing: 'border-box',
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.accent },
      '&[data-selected]': {
        background: vars.color.accent,
        color: vars.color.onAccent,
        borderColor: vars.color.accent,
        fontWeight: vars.fontWeight.bold,
      },
      '&[data-pressed]': { transform: 'scale(0.97)' },
      '&[data-focus-visible]': focusRing(),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
  variants: {
    shape: {
      /** A pill that sizes to its label, in a scrolling or wrapping row. */
      pill: { flex: '0 0 auto', borderRadius: vars.radius.pill, whiteSpace: 'nowrap' },
      /** A tile that fills its grid cell; long labels wrap. */
      tile: {
        width: '100%',
        padding: vars.space.sm,
        borderRadius: vars.radius.md,
        textAlign: 'center',
        overflowWrap: 'anywhere',
      },
    },
  },
  defaultVariants: { shape: 'pill' },
});

export type ToggleChipVariants = NonNullable<RecipeVariants<typeof toggleChip>>;
