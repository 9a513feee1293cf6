import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';

const fadeIn = keyframes({ from: { opacity: 0 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' } });

const fadeOut = `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse forwards`;

/** The scrim: a centred dialog sits in the middle of it, a sheet at its bottom edge. */
export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: 100,
    display: 'flex',
    background: vars.color.overlay,
  },
  variants: {
    placement: {
      center: {
        alignItems: 'center',
        justifyContent: 'center',
        padding: vars.space.lg,
        selectors: {
          '&[data-entering]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}` },
          '&[data-exiting]': { animation: fadeOut },
        },
      },
      bottom: {
        flexDirection: 'column',
        justifyContent: 'flex-end',
        alignItems: 'center',
        selectors: {
          '&[data-entering]': { animation: `${fadeIn} ${vars.motion.slow} ${vars.motion.easing}` },
          '&[data-exiting]': { animation: fadeOut },
        },
      },
    },
  },
  defaultVariants: { placement: 'center' },
});

export type OverlayVariants = NonNullable<RecipeVariants<typeof overlay>>;

export const modal = recipe({
  base: {
    display: 'flex',
    width: '100%',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    placement: {
      center: {
        maxWidth: `calc(${vars.space.xxl} * 14)`,
        maxHeight: '100%',
        borderRadius: vars.radius.lg,
        selectors: {
          '&[data-entering]': { animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing}` },
        },
      },
      // A sheet rises from the bottom edge and leaves a strip of the page in view above it.
      bottom: {
        maxWidth: `calc(${vars.space.xxl} * 20)`,
        maxHeight: '90%',
        borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
        selectors: {
          '&[data-entering]': {
            animation: `${slideUp} ${vars.motion.slow} ${vars.motion.easing}`,
          },
          '&[data-exiting]': {
            animation: `${slideUp} ${vars.motion.fast} ${vars.motion.easing} reverse forwards`,
          },
        },
      },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const dialog = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    minWidth: 0,
    maxHeight: '100%',
    fontFamily: vars.font.body,
    outline: 'none',
    overflowWrap: 'anywhere',
  },
  variants: {
    placement: {
      center: { gap: vars.space.md, padding: vars.space.xl },
      bottom: {},
    },
    tone: {
      neutral: {},
      critical: { borderTop: `4px solid ${vars.color.critical}`, borderRadius: vars.radius.lg },
    },
  },
  defaultVariants: { placement: 'center', tone: 'neutral' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof dialog>>;

export const header = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    placement: {
      center: { alignItems: 'flex-start' },
      bottom: {
        alignItems: 'center',
        padding: `${vars.space.md} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
        borderBottom: `1px solid ${vars.color.border}`,
      },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const headerActions = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    flex: 'none',
  },
  variants: {
    placement: {
      // In a dialog's corner the buttons reach into the padding, so the title keeps its room.
      center: { margin: `calc(${vars.space.md} * -1) calc(${vars.space.md} * -1) 0 0` },
      bottom: {},
    },
  },
  defaultVariants: { placement: 'center' },
});

export const body = recipe({
  base: {
    minHeight: 0,
    overflowY: 'auto',
    outline: 'none',
  },
  variants: {
    placement: {
      center: {
        fontSize: vars.fontSize.md,
        lineHeight: vars.lineHeight.normal,
        color: vars.color.text,
        selectors: { '&:focus-visible': focusRing() },
      },
      // A sheet's body fills it from edge to edge, so its ring is drawn inside.
      bottom: {
        flex: 1,
        overscrollBehavior: 'contain',
        padding: vars.space.lg,
        selectors: { '&:focus-visible': focusRing('inset') },
      },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const footer = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    placement: {
      // A dialog's buttons sit right-aligned; on a narrow screen the first wraps below.
      center: {
        flexWrap: 'wrap-reverse',
        justifyContent: 'flex-end',
        paddingTop: vars.space.sm,
      },
      // A sheet's footer stays in view while the body scrolls.
      bottom: {
        alignItems: 'center',
        padding: vars.space.lg,
        paddingBottom: `max(${vars.space.lg}, env(safe-area-inset-bottom))`,
        borderTop: `1px solid ${vars.color.border}`,
        background: vars.color.surfaceRaised,
      },
    },
  },
  defaultVariants: { placement: 'center' },
});
