import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../tokens';

export const root = style({
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  height: '100%',
  minHeight: 0,
  minWidth: 0,
});

export const list = style({
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  width: `calc(${vars.size.touch} * 2.3)`,
  height: '100%',
  minHeight: 0,
  overflowX: 'hidden',
  overflowY: 'auto',
  overscrollBehaviorY: 'contain',
  scrollbarWidth: 'none',
  background: vars.color.surfaceSunken,
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
  },
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  // A long menu's rail holds a tab per category, a dozen of them in sight: the others are neither
  // styled nor laid out until scrolled near (on bench:long-menu, clearing a search drew its 40
  // tabs with the rows at once: 831 objects laid out, 351 with this). Their height until then is
  // a one-line tab's; once drawn, their own. The grid's horizontal chips do not do this: a chip
  // coming into view at its real width moved the row under the thumb.
  contentVisibility: 'auto',
  containIntrinsicBlockSize: `auto calc(${vars.size.touch} + ${vars.space.md})`,
  display: 'flex',
  alignItems: 'center',
  minHeight: `calc(${vars.size.touch} + ${vars.space.md})`,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: vars.space.md,
      width: vars.space.xs,
      borderStartEndRadius: vars.radius.sm,
      borderEndEndRadius: vars.radius.sm,
      background: 'transparent',
    },
    '&[data-selected]': {
      background: vars.color.surface,
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-selected]::before': { background: vars.color.accent },
    '&:active': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing('inset'),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

export const name = style({
  // Long single words are hyphenated (in the page's language) before they are cut anywhere.
  hyphens: 'auto',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 4,
  overflow: 'hidden',
});

export const panel = style({
  flex: 1,
  minWidth: 0,
  minHeight: 0,
  overflowY: 'auto',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing('inset'),
  },
});
