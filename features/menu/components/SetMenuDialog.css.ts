import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const group = style({
  padding: vars.space.sm,
  marginBottom: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid transparent`,
  background: vars.color.surface,
  scrollMarginTop: vars.space.md,
  selectors: { '&[data-failing="true"]': { borderColor: vars.color.critical } },
});
export const groupHead = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginBottom: vars.space.xs,
});
export const groupName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
export const rule = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, flex: 1 });
export const progress = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  selectors: { '&[data-bad="true"]': { color: vars.color.critical } },
});
export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '64px',
});
export const thumb = style({
  flex: '0 0 56px',
  height: '56px',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});
export const entryText = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xxs });
export const entryName = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const extra = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  display: 'inline-flex',
  gap: vars.space.xxs,
  alignItems: 'baseline',
});
