import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const page = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });
export const top = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});
export const title = style({ margin: 0, padding: `${vars.space.md} ${vars.space.lg} ${vars.space.xs}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const tabs = style({ display: 'flex', gap: vars.space.xs, overflowX: 'auto', padding: `${vars.space.xs} ${vars.space.md} ${vars.space.sm}` });
export const tab = style({
  flex: 'none',
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, padding: vars.space.lg });
export const dish = style({ borderRadius: vars.radius.md, overflow: 'hidden', background: vars.color.surfaceRaised, boxShadow: vars.shadow.raised });
export const dishBody = style({ padding: vars.space.sm, display: 'grid', gap: vars.space.xs });
export const dishName = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const message = style({ padding: vars.space.lg, color: vars.color.textMuted });

export const thumb = style({ aspectRatio: '1', width: '100%' });
