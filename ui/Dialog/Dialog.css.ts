import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens';

const fadeIn = keyframes({ from: { opacity: 0 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse forwards`,
    },
  },
});

export const modal = style({
  display: 'flex',
  width: '100%',
  maxWidth: `calc(${vars.space.xxl} * 14)`,
  maxHeight: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const dialog = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: '100%',
    minWidth: 0,
    maxHeight: '100%',
    padding: vars.space.xl,
    fontFamily: vars.font.body,
    outline: 'none',
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      neutral: {},
      critical: { borderTop: `4px solid ${vars.color.critical}`, borderRadius: vars.radius.lg },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof dialog>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({
  minHeight: 0,
  overflowY: 'auto',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

/** In the dialog's corner the button reaches into the padding, so the title keeps its room. */
export const cornerClose = style({
  margin: `calc(${vars.space.md} * -1) calc(${vars.space.md} * -1) 0 0`,
});
