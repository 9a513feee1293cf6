import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../tokens';

export const wrapper = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  fontFamily: vars.font.body,
});

export const field = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touch,
  paddingInlineStart: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 1px ${vars.color.accent}`,
    },
    '&[data-disabled]': { opacity: 0.45 },
  },
});

export const searchIcon = style({
  display: 'inline-flex',
  flex: 'none',
  color: vars.color.textMuted,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: vars.size.touch,
  paddingInline: vars.space.sm,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  selectors: {
    // The browser's own clear cross would duplicate ours.
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::-webkit-search-decoration': { display: 'none' },
  },
});

/** The clear cross is hidden while there is nothing to clear. */
export const clear = style({
  selectors: {
    [`${field}[data-empty] &`]: { visibility: 'hidden' },
  },
});

export const cancel = style({
  flex: 'none',
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.accentText,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-pressed]': { opacity: 0.7 },
    '&[data-focus-visible]': focusRing(),
  },
});
