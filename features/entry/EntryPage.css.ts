import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const logo = style({
  width: '96px',
  height: '96px',
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
  boxShadow: vars.shadow.raised,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
export const message = style({ margin: 0, color: vars.color.textMuted, maxWidth: '32ch' });
