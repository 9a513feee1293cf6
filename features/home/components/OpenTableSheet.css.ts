import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const counterRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const label = style({ fontWeight: vars.fontWeight.medium });
export const group = style({ margin: `${vars.space.lg} 0 ${vars.space.sm}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const menus = style({ display: 'grid', gap: vars.space.sm });
export const menuOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.touch,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.accent }, '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}` } },
});
export const field = style({ display: 'grid', gap: vars.space.xs, marginBottom: vars.space.md });
export const input = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});
export const error = style({ color: vars.color.critical, margin: `${vars.space.sm} 0 0` });
