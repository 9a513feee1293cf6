import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const grid = style({
  display: 'grid',
  // Two tables a row on a phone (390 px), six on a tablet.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'start',
  gap: vars.space.xxs,
  minHeight: '128px',
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderWidth: '2px',
  textAlign: 'start',
  whiteSpace: 'normal',
});

export const state = styleVariants({
  free: { borderColor: vars.color.border },
  review: { borderColor: vars.color.warning },
  open: { borderColor: vars.color.positive },
  paused: { borderColor: vars.color.textMuted },
  merged: { borderColor: vars.color.border, opacity: 0.7 },
});

export const name = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const label = styleVariants({
  free: { color: vars.color.textMuted },
  review: { color: vars.color.warning },
  open: { color: vars.color.positive },
  paused: { color: vars.color.textMuted },
  merged: { color: vars.color.textMuted },
});
export const line = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text,
});
export const calls = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.critical,
});
export const countdown = style({ fontFamily: vars.font.numeric });
