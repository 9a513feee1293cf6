import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';

/** A row: the label, then the state in words and the track. */
export const switchRow = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: vars.size.touch,
    boxSizing: 'border-box',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.accent },
      '&[data-focus-visible]': focusRing(),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
});

export const label = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

/** "On" / "Off": never broken inside a word, muted when off. */
export const state = style({
  flex: '0 0 auto',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  selectors: { '[data-selected] &': { color: vars.color.accentText } },
});

export const track = style({
  flex: '0 0 auto',
  position: 'relative',
  width: vars.size.touch,
  height: vars.size.icon,
  borderRadius: vars.radius.pill,
  boxSizing: 'border-box',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[data-selected] &': { background: vars.color.accent, borderColor: vars.color.accent },
  },
});

export const thumb = style({
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineStart: vars.space.xxs,
  width: `calc(${vars.size.icon} - 2 * ${vars.space.xxs} - 2px)`,
  height: `calc(${vars.size.icon} - 2 * ${vars.space.xxs} - 2px)`,
  borderRadius: vars.radius.pill,
  background: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[data-selected] &': {
      background: vars.color.onAccent,
      transform: `translateX(calc(${vars.size.touch} - ${vars.size.icon}))`,
    },
    '[dir="rtl"] [data-selected] &': {
      transform: `translateX(calc(${vars.size.icon} - ${vars.size.touch}))`,
    },
  },
});

export type SwitchVariants = NonNullable<RecipeVariants<typeof switchRow>>;
