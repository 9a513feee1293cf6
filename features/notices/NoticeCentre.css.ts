import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const panel = style({
  paddingBlockStart: vars.space.md,
});

export const text = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  color: vars.color.textMuted,
});
