import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const page = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column', background: vars.color.surface, color: vars.color.text });
export const top = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});
export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, padding: `${vars.space.xs} ${vars.space.sm}` });
export const title = style({ margin: 0, flex: 1, minWidth: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const menuSwitch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const menuName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const menuList = style({ listStyle: 'none', margin: 0, padding: `0 ${vars.space.sm} ${vars.space.sm}`, display: 'grid', gap: vars.space.xs });
export const menuItem = style({
  width: '100%',
  minHeight: vars.size.touch,
  textAlign: 'start',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.accent, color: vars.color.accentText, fontWeight: vars.fontWeight.bold },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const search = style({ padding: `0 ${vars.space.sm} ${vars.space.sm}` });
export const loading = style({ padding: vars.space.md });
export const body = style({ display: 'flex', minHeight: 0 });
export const rail = style({
  flex: '0 0 96px',
  overflowY: 'auto',
  background: vars.color.surfaceSunken,
  display: 'flex',
  flexDirection: 'column',
});
export const railItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  minHeight: '56px',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 'none',
  borderInlineStart: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': {
      background: vars.color.surface,
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      borderInlineStartColor: vars.color.accent,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});
export const railLimit = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const scroller = style({ flex: 1, minWidth: 0, overflowY: 'auto', overscrollBehavior: 'contain' });
export const sectionTitle = style({
  margin: 0,
  height: '40px',
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.surface,
  color: vars.color.text,
});
export const cardRow = style({
  height: '100%',
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
});
export const listRow = style({ height: '100%', boxSizing: 'border-box', padding: `0 ${vars.space.sm} ${vars.space.xs}` });
