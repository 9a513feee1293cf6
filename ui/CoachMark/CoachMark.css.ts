import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens';

const fadeIn = keyframes({ from: { opacity: 0 } });

/**
 * The layer over the page. With a highlighted element the spotlight darkens the rest (its own
 * shadow), so the layer itself stays clear; without one it is the usual scrim.
 */
export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: 110,
    animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    spotlight: {
      true: { background: 'transparent' },
      false: { background: vars.color.overlay },
    },
  },
  defaultVariants: { spotlight: false },
});

export type CoachMarkOverlayVariants = NonNullable<RecipeVariants<typeof overlay>>;

/** A hole over the highlighted element: a ring in the accent colour, the page dimmed around it. */
export const spotlight = style({
  position: 'fixed',
  borderRadius: vars.radius.md,
  boxShadow: `0 0 0 ${vars.focus.width} ${vars.color.accent}, 0 0 0 100vmax ${vars.color.overlay}`,
  pointerEvents: 'none',
  transition: `top ${vars.motion.fast} ${vars.motion.easing}, left ${vars.motion.fast} ${vars.motion.easing}, width ${vars.motion.fast} ${vars.motion.easing}, height ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The card: in the middle without a highlight, else beside the highlighted element. */
export const card = recipe({
  base: {
    position: 'fixed',
    insetInline: vars.space.md,
    marginInline: 'auto',
    maxWidth: `calc(${vars.space.xxl} * 12)`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
  },
  variants: {
    placement: {
      center: { top: '50%', transform: 'translateY(-50%)' },
      below: {},
      above: {},
    },
  },
  defaultVariants: { placement: 'center' },
});

export type CoachMarkCardVariants = NonNullable<RecipeVariants<typeof card>>;

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  outline: 'none',
});

export const step = style({
  margin: 0,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});

export const body = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const target = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Step dots: how far along the tour is, for the eye (the step line says it in words). */
export const dots = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dot = recipe({
  base: {
    width: vars.space.sm,
    height: vars.space.sm,
    borderRadius: vars.radius.pill,
    background: vars.color.border,
  },
  variants: { current: { true: { background: vars.color.accent } } },
});

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const buttons = style({ display: 'flex', gap: vars.space.xs });
