import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, border: 0, margin: 0, padding: 0 });

export const option = style({
  minHeight: vars.size.touch,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const label = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginTop: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.text });

export const textarea = style({
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  resize: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
