import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.text,
});

export const logo = style({
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const benefits = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  textAlign: 'start',
  alignSelf: 'stretch',
});

export const benefit = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

/** The QR code draws its own white quiet zone, so it reads the same in every theme. */
export const qr = style({
  width: '220px',
  height: '220px',
  borderRadius: vars.radius.md,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'stretch',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const points = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  margin: 0,
  marginTop: vars.space.sm,
});

export const pointsValue = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentText,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '32rem',
  margin: '0 auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const link = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

// The dialogs' and panels' shared text styles.
export { mutedText as text, errorText as error } from '../../tokens/utilities.css';
