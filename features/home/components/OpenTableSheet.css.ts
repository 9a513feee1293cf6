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
export const group = style({
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
export const menuName = style({ flex: 1 });
export const field = style({ marginBottom: vars.space.md });
export const error = style({ color: vars.color.critical, margin: `${vars.space.sm} 0 0` });
export const note = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted });
