import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../tokens';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  minWidth: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingInline: vars.space.xs,
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      overflowX: 'hidden',
      overflowY: 'auto',
      overscrollBehaviorY: 'contain',
      borderBlockEnd: 0,
      borderInlineEnd: `1px solid ${vars.color.border}`,
      paddingInline: 0,
      paddingBlock: vars.space.xs,
    },
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
