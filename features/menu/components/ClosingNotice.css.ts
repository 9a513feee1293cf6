import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: `${vars.space.xs} ${vars.space.sm} 0`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.text,
});
export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
