import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';

const bargainPulse = keyframes({
  '0%': { transform: 'scale(1)' },
  '40%': { transform: 'scale(1.12)' },
  '100%': { transform: 'scale(1)' },
});

export const dishCard = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    boxSizing: 'border-box',
    width: '100%',
    height: '100%',
    minWidth: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.raised,
    fontFamily: vars.font.body,
  },
  variants: {
    /** `card`: the NORMAL mode's two-column card; `row`: the CAROUSEL mode's single-column row. */
    layout: {
      card: { flexDirection: 'column' },
      // A row keeps its sides at 8 px and its top and bottom at 4: a two-line name, the tags and
      // the 44 px button fit the 124 px the menu gives a row.
      row: {
        flexDirection: 'row',
        gap: vars.space.md,
        paddingInline: vars.space.sm,
        paddingBlock: vars.space.xs,
      },
    },
  },
  defaultVariants: { layout: 'card' },
});

export type DishCardVariants = NonNullable<RecipeVariants<typeof dishCard>>;

export const media = recipe({
  base: {
    position: 'relative',
    flexShrink: 0,
    overflow: 'hidden',
  },
  variants: {
    layout: {
      card: { width: '100%', aspectRatio: '16 / 10' },
      row: { height: '100%', aspectRatio: '1', borderRadius: vars.radius.md },
    },
  },
});

/** Not orderable now: the picture fades, while tags and text keep their contrast. */
export const pictureFade = style({
  width: '100%',
  height: '100%',
  selectors: {
    '[data-unavailable] &': { filter: 'grayscale(1)', opacity: 0.5 },
  },
});

export const flags = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineStart: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  pointerEvents: 'none',
});

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      hot: { background: vars.color.critical, color: vars.color.onCritical },
      new: { background: vars.color.info, color: vars.color.onInfo },
      sale: { background: vars.color.positive, color: vars.color.onPositive },
      soldOut: { background: vars.color.critical, color: vars.color.onCritical },
      bargain: {
        background: vars.color.warning,
        color: vars.color.onWarning,
        animation: `${bargainPulse} ${vars.motion.bargain} ${vars.motion.easing}`,
      },
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      popular: { background: vars.color.surfaceRaised, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** A glyph inside a tag, as tall as its text. */
export const tagIcon = style({
  display: 'inline-flex',
  width: '1.1em',
  height: '1.1em',
  color: vars.color.accentText,
});
globalStyle(`${tagIcon} > *`, { width: '100%', height: '100%' });

export const soldOutCover = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
});

export const body = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    flex: 1,
    minWidth: 0,
    minHeight: 0,
  },
  variants: {
    layout: {
      card: { padding: vars.space.sm, paddingTop: vars.space.sm },
      row: { paddingBlock: 0 },
    },
  },
});

/**
 * The dish name is the card's open button; its ::after covers the whole card, so a press
 * anywhere opens the detail, while the action buttons sit above it.
 */
export const openButton = style({
  all: 'unset',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'pointer',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: vars.radius.lg,
  },
  selectors: {
    '&:focus-visible::after': {
      ...focusRing('inset'),
    },
    '&:active::after': { background: vars.color.overlay, opacity: 0.15 },
    '[data-unavailable] &': { color: vars.color.textMuted },
  },
});

/**
 * The tags and icons: stacked on a card, one line on a row (a row is only 128 tall). The line is
 * shown whole or not at all: on a row that lacks the height (a long name on two lines beside the
 * rail), it wraps into a second column that is cut away, never squeezed.
 */
export const details = recipe({
  base: {
    display: 'flex',
    minWidth: 0,
    minHeight: 0,
    flexShrink: 1,
    overflow: 'hidden',
  },
  variants: {
    layout: {
      // When a narrow card runs out of height, the icons are clipped, never the name or the button.
      card: { flexDirection: 'column' },
      row: {
        flexDirection: 'column',
        flexWrap: 'wrap',
        alignContent: 'flex-start',
        '::before': { content: '""', width: '100%', height: 0 },
      },
    },
  },
});

export const detailsLine = recipe({
  base: { display: 'flex', gap: vars.space.xs, minWidth: 0, minHeight: 0 },
  variants: {
    layout: {
      card: { flexDirection: 'column', overflow: 'hidden' },
      row: {
        flexDirection: 'row',
        alignItems: 'center',
        flexWrap: 'nowrap',
        width: '100%',
        overflow: 'hidden',
      },
    },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  flexShrink: 0,
  selectors: { '[data-layout="row"] &': { flexWrap: 'nowrap' } },
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 0,
});

export const icons = style({
  display: 'flex',
  flexWrap: 'wrap',
  // A row keeps one line of icons: those that do not fit wrap onto a second line that is cut
  // away whole, so no icon is ever shown sliced in half.
  selectors: {
    '[data-layout="row"] &': {
      height: `calc(${vars.size.iconSm} + 2 * ${vars.space.xxs})`,
      minWidth: 0,
    },
  },
  alignItems: 'center',
  gap: vars.space.xxs,
  overflow: 'hidden',
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.iconSm,
  height: vars.size.iconSm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  flexShrink: 0,
});

export const reason = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

/** Why the plus is disabled (the dish's or its category's limit): muted, beside the price. */
export const limitNote = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginTop: 'auto',
  minWidth: 0,
  flexShrink: 0,
});

/** "Included": the dish costs nothing beyond the all-you-can-eat menu's price. */
export const included = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export { visuallyHidden } from '../../tokens/utilities.css';

export const priceBlock = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** Above the stretched open button, so its presses stay its own. */
export const action = style({
  marginInlineStart: 'auto',
  position: 'relative',
  zIndex: 1,
  flexShrink: 0,
});
