import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';

export const bar = recipe({
  base: {
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    background: vars.color.surfaceRaised,
    color: vars.color.textMuted,
    borderBlockStart: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.raised,
    // The home indicator of notched phones sits below the tabs, not on them.
    paddingBlockEnd: 'env(safe-area-inset-bottom, 0)',
    paddingInline: 'env(safe-area-inset-left, 0) env(safe-area-inset-right, 0)',
  },
  variants: {
    /** Fixed to the bottom of the window, as on the ordering page. */
    fixed: {
      true: { position: 'fixed', insetInline: 0, insetBlockEnd: 0, zIndex: 10 },
      false: {},
    },
  },
  defaultVariants: { fixed: false },
});

export const list = style({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: vars.size.bottomBar,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Tabs share the width by content: a long label ("Commandes") takes what a short one ("VIP")
// leaves, so that seven tabs fit a 390 px phone in every language without breaking words.
export const listItem = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
});

export const item = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xxs,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-current]': { color: vars.color.accentText, fontWeight: vars.fontWeight.bold },
    '&:focus-visible': {
      ...focusRing('inset'),
      borderRadius: vars.radius.md,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

export const iconWrap = style({
  order: -1,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${item}[data-current] &`]: { background: vars.color.surfaceSunken },
    [`${item}:active:not(:disabled) &`]: { transform: 'scale(0.9)' },
  },
});

/** Labels are single words: never broken mid-word. */
export const text = style({
  whiteSpace: 'nowrap',
});
