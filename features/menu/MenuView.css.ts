import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
});
export const top = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});
/** A group of the bar's buttons (the guided tour highlights each group). */
export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const title = style({
  margin: 0,
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
export const menuName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const menuSwitch = style({ flex: 1, minWidth: 0 });
export const search = style({ padding: `0 ${vars.space.sm} ${vars.space.sm}` });
export const loading = style({ padding: vars.space.md });
export const body = style({ display: 'flex', minHeight: 0 });
/** Holds the category rail at the list's height; the rail sizes its own width. */
export const rail = style({ flex: '0 0 auto', display: 'flex', minHeight: 0 });
export const scroller = style({
  flex: 1,
  minWidth: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});
/**
 * Room after the last row, so the floating table window never covers the last dish's +: the
 * list's height follows the spec's figures (menuListHeight), which reach under the bottom bar.
 */
export const clearTableWindow = style({
  height: `calc(${vars.size.bottomBar} + ${vars.space.xxl} + ${vars.space.lg})`,
});
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
export const listRow = style({
  height: '100%',
  boxSizing: 'border-box',
  padding: `0 ${vars.space.sm} ${vars.space.xs}`,
});
