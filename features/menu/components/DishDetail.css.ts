import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const track = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  gap: vars.space.lg,
  scrollbarWidth: 'none',
});
export const slide = style({
  flex: '0 0 100%',
  scrollSnapAlign: 'start',
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
});
export const picture = style({
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
export const priceRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const included = style({ fontWeight: vars.fontWeight.bold, color: vars.color.accentText });
export const flag = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warning,
  color: vars.color.onWarning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
export const tags = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
});
export const description = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});
export const unavailable = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
});
