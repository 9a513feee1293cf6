import { createVar, style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../tokens';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

/** How far the faded edge of a row that hides tabs reaches: about one chevron's width. */
const fadeStart = createVar();
const fadeEnd = createVar();
const fade = '2.5rem';

/**
 * Holds the list and the chevrons that show where tabs are hidden. It carries the
 * `data-hidden-start` and `data-hidden-end` flags that fade the matching edge.
 */
export const tabListFrame = style({
  position: 'relative',
  minWidth: 0,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  vars: { [fadeStart]: '0px', [fadeEnd]: '0px' },
  selectors: {
    '&[data-hidden-start]': { vars: { [fadeStart]: fade } },
    '&[data-hidden-end]': { vars: { [fadeEnd]: fade } },
  },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  minWidth: 0,
  minHeight: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingInline: vars.space.xs,
  // The tabs fade out towards an edge beyond which more of them lie (none when all fit).
  maskImage: `linear-gradient(to right, transparent 0, #000 ${fadeStart}, #000 calc(100% - ${fadeEnd}), transparent 100%)`,
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:dir(rtl)': {
      maskImage: `linear-gradient(to left, transparent 0, #000 ${fadeStart}, #000 calc(100% - ${fadeEnd}), transparent 100%)`,
    },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      overflowX: 'hidden',
      overflowY: 'auto',
      overscrollBehaviorY: 'contain',
      borderBlockEnd: 0,
      borderInlineEnd: `1px solid ${vars.color.border}`,
      paddingInline: 0,
      paddingBlock: vars.space.xs,
      maskImage: 'none',
    },
  },
});

/** The chevron over a faded edge: says the row goes on, and scrolls it when pressed. */
export const more = style({
  position: 'absolute',
  insetBlock: 0,
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.xs,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-end="start"]': { insetInlineStart: 0 },
    '&[data-end="end"]': { insetInlineEnd: 0 },
  },
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.sm,
      insetBlockEnd: 0,
      height: vars.space.xxs,
      borderRadius: vars.radius.pill,
      background: 'transparent',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    },
    '&[data-selected]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    '&[data-selected]::after': { background: vars.color.accent },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': {
      ...focusRing('inset'),
      borderRadius: vars.radius.sm,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
    '[data-orientation="vertical"] > &': {
      justifyContent: 'flex-start',
      whiteSpace: 'normal',
      textAlign: 'start',
    },
    '[data-orientation="vertical"] > &::after': {
      insetInline: 'auto 0',
      insetBlock: vars.space.sm,
      width: vars.space.xxs,
      height: 'auto',
    },
  },
});

export const tabPanel = style({
  minWidth: 0,
  flex: 1,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing('inset'),
  },
});
