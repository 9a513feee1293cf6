import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../tokens';

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.touch,
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-selected]': { borderColor: vars.color.accent },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing(),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

/** The round mark at the start of each card, filled when chosen. */
export const mark = style({
  flex: 'none',
  width: '20px',
  height: '20px',
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: `2px solid ${vars.color.textMuted}`,
  transition: `border-width ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[data-selected] > &': { border: `6px solid ${vars.color.accent}` },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  overflowWrap: 'anywhere',
});
