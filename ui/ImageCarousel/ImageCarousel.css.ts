import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';

export const carousel = style({
  position: 'relative',
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const frame = recipe({
  base: {
    position: 'relative',
    width: '100%',
    overflow: 'hidden',
    background: vars.color.placeholder,
  },
  variants: {
    rounded: {
      true: { borderRadius: vars.radius.lg },
      false: {},
    },
  },
  defaultVariants: { rounded: true },
});

export type FrameVariants = NonNullable<RecipeVariants<typeof frame>>;

/** Swiping is the browser's own scrolling, snapped to whole slides. */
export const track = style({
  display: 'flex',
  width: '100%',
  height: '100%',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const slide = style({
  flex: '0 0 100%',
  height: '100%',
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
});

export const slideButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'zoom-in',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing('inset'),
  },
});

export const navButton = recipe({
  base: {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touch,
    height: vars.size.touch,
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: '50%',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.raised,
    cursor: 'pointer',
    outline: 'none',
    transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:active:not(:disabled)': { transform: 'translateY(-50%) scale(0.94)' },
      '&:focus-visible': focusRing(),
      '&[data-disabled]': { opacity: 0, pointerEvents: 'none' },
    },
  },
  variants: {
    side: {
      previous: { insetInlineStart: vars.space.sm },
      next: { insetInlineEnd: vars.space.sm },
    },
  },
});

export const pager = style({
  display: 'flex',
  justifyContent: 'center',
  gap: 0,
});

/** A 24 px target around an 8 px dot: easy to hit, quiet to look at. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xl,
  height: vars.space.xl,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  '::after': {
    content: '""',
    width: vars.space.sm,
    height: vars.space.sm,
    borderRadius: vars.radius.pill,
    background: vars.color.border,
    transition: `width ${vars.motion.fast} ${vars.motion.easing}, background ${vars.motion.fast}`,
  },
  selectors: {
    '&[data-selected]::after': { width: vars.space.lg, background: vars.color.accent },
    '&[data-focus-visible]': {
      ...focusRing(),
      borderRadius: vars.radius.pill,
    },
  },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.overlay,
});

export const modal = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  outline: 'none',
  fontFamily: vars.font.body,
});

export const viewerBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  minHeight: vars.size.bottomBar,
});

export const counter = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-pressed]': { transform: 'scale(0.94)' },
    '&[data-focus-visible]': focusRing(),
  },
});

export const viewerStage = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
});

export const caption = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  minHeight: vars.size.bottomBar,
  boxSizing: 'border-box',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  textAlign: 'center',
});
