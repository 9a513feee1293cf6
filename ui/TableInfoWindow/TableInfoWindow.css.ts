import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';
import { heldRoom, heldRoomMark } from '../../tokens/utilities.css';

export const window = recipe({
  base: {
    display: 'inline-flex',
    flexDirection: 'column',
    minWidth: 0,
    maxWidth: '100%',
    boxSizing: 'border-box',
    padding: vars.space.xs,
    paddingInlineStart: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    expanded: {
      true: { paddingBottom: vars.space.md, gap: vars.space.xs },
      false: {},
    },
  },
  defaultVariants: { expanded: false },
});

export type TableInfoWindowVariants = NonNullable<RecipeVariants<typeof window>>;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  minWidth: 0,
});

export const tableName = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
  flexShrink: 1,
});

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    flexShrink: 0,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.numeric,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
      warning: { background: vars.color.warning, color: vars.color.onWarning },
      critical: { background: vars.color.critical, color: vars.color.onCritical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

const pulse = keyframes({ '50%': { opacity: 0.35 } });

/** The count not known yet: the room of a count, the pending mark in it. */
export const pending = heldRoom;

/** Stands for the count until it is known. */
export const pendingDots = style([
  heldRoomMark,
  {
    letterSpacing: '0.1em',
    animation: `${pulse} 1.2s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  marginInlineStart: 'auto',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:active': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing('inset'),
  },
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  paddingInlineEnd: vars.space.md,
  alignItems: 'center',
});

export const term = style({
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  justifySelf: 'end',
  fontFamily: vars.font.numeric,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const notice = recipe({
  base: {
    margin: 0,
    marginInlineEnd: vars.space.md,
    marginTop: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    maxWidth: '32ch',
  },
  variants: {
    tone: {
      warning: { background: vars.color.warning, color: vars.color.onWarning },
      critical: { background: vars.color.critical, color: vars.color.onCritical },
    },
  },
});
