import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const list = style({
  // The containing block of what is placed absolutely inside (the counts' texts for screen
  // readers), so that the list clips it with the rest: otherwise a positioned ancestor (the menu
  // page's sticky header) holds it, and the page could be scrolled sideways as far as the last chip.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  scrollPaddingInline: vars.space.md,
  background: vars.color.surface,
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
  },
});

export const tab = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: `calc(${vars.size.touch} - ${vars.space.xs})`,
  // A long name wraps onto a second line rather than making one enormous chip.
  maxWidth: `calc(${vars.size.touch} * 5)`,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
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
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-selected]': {
      background: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.fontWeight.bold,
    },
    '&:active': { transform: 'scale(0.96)' },
    '&[data-focus-visible]': focusRing(),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

export const panel = style({
  minWidth: 0,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing('inset'),
  },
});
