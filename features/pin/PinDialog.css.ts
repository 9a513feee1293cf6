import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
});
