import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  width: '100%',
});

export const intro = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});

export const stars = style({
  display: 'flex',
  justifyContent: 'center',
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});
