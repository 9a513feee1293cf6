import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';

export const select = style({
  display: 'inline-flex',
  flexDirection: 'column',
  minWidth: 0,
  maxWidth: '100%',
  fontFamily: vars.font.body,
});

/** A visible label above the trigger (as a text field's). */
export const label = style({
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const trigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    minHeight: vars.size.touch,
    boxSizing: 'border-box',
    color: vars.color.text,
    fontFamily: 'inherit',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    selectors: {
      '&[data-pressed]': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': focusRing(),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
  variants: {
    look: {
      /** A bordered box, as a form control. */
      field: {
        paddingInline: `${vars.space.md} ${vars.space.sm}`,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.pill,
        background: vars.color.surfaceRaised,
        fontSize: vars.fontSize.sm,
        fontWeight: vars.fontWeight.medium,
      },
      /** The page's title that opens the list of alternatives (the menu's name). */
      title: {
        paddingInline: vars.space.sm,
        border: 'none',
        borderRadius: vars.radius.sm,
        background: 'transparent',
        fontSize: vars.fontSize.lg,
        fontWeight: vars.fontWeight.bold,
      },
    },
  },
  defaultVariants: { look: 'field' },
});

export type SelectTriggerVariants = NonNullable<RecipeVariants<typeof trigger>>;

export const value = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // Nothing chosen yet: the trigger names what it asks for, muted.
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  display: 'inline-flex',
  flex: 'none',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  boxSizing: 'border-box',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.body,
  overflowY: 'auto',
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { color: vars.color.accentText, fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': focusRing('inset'),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

export const check = style({
  display: 'inline-flex',
  flex: 'none',
  marginInlineStart: 'auto',
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});
