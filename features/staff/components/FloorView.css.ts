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
  justifyContent: 'start',
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
  merged: {
    borderColor: vars.color.border,
    borderStyle: 'dashed',
    background: vars.color.surfaceSunken,
  },
});

export const name = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
// The state reads as a badge: a status colour carries text only as its own fill with its on-
// colour (warning and positive reach 3:1 on a card, not the 4.5:1 text needs).
const badge = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xs,
});
export const label = styleVariants({
  free: [badge, { color: vars.color.textMuted, paddingInline: 0 }],
  review: [badge, { background: vars.color.warning, color: vars.color.onWarning }],
  open: [badge, { background: vars.color.positive, color: vars.color.onPositive }],
  paused: [badge, { color: vars.color.textMuted, paddingInline: 0 }],
  merged: [badge, { color: vars.color.textMuted, paddingInline: 0 }],
});
export const line = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text,
});
export const calls = style([
  badge,
  { background: vars.color.critical, color: vars.color.onCritical },
]);
export const countdown = style({ fontFamily: vars.font.numeric });
