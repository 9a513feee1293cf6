import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens';

/**
 * The height the page takes when a frame gives it one (the menu page's content area, between its
 * top and its bottom bar: app/main). The rail and the list then fill what the header leaves, up
 * to the spec's figure (menuListHeight), and the frame does not scroll as a whole under them.
 * Alone (a story), the page is as tall as the screen at least, its list at the spec's figure.
 */
export const pageHeight = createVar();

export const page = style({
  minHeight: fallbackVar(pageHeight, '100dvh'),
  height: fallbackVar(pageHeight, 'auto'),
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
export const body = style({
  position: 'relative',
  display: 'flex',
  flex: '0 1 auto',
  minHeight: 0,
});
/** Holds the category rail at the list's height; the rail sizes its own width. */
// The rail's width (ui/CategoryRail's list) from the first render, before its tabs arrive.
export const rail = style({
  flex: '0 0 auto',
  display: 'flex',
  minHeight: 0,
  minWidth: `calc(${vars.size.touch} * 2.3)`,
});
export const scroller = style({
  flex: 1,
  minWidth: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});
/**
 * Room after the last row, so the floating table window (over the list's bottom, above the bottom
 * bar) never covers the last dish's +; alone, at the spec's figure (menuListHeight), the list
 * reaches where the bottom bar would be.
 */
export const clearTableWindow = style({
  height: `calc(${vars.size.bottomBar} + ${vars.space.xxl} + ${vars.space.lg})`,
  paddingTop: vars.space.sm,
  boxSizing: 'border-box',
});
/** Under the last dish: the next menu is a pull away (ordering.md §2). */
export const pullHint = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
/** Where a pull past the list's edge leads; fills in as the pull nears the switch. */
export const pullIndicator = recipe({
  base: {
    position: 'absolute',
    left: '50%',
    zIndex: 2,
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: `calc(100% - 2 * ${vars.space.md})`,
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.overlay,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    opacity: 'calc(0.4 + 0.6 * var(--pull, 0))',
    pointerEvents: 'none',
    selectors: {
      '&[data-armed]': {
        background: vars.color.accent,
        color: vars.color.onAccent,
        borderColor: vars.color.accent,
      },
    },
  },
  variants: {
    edge: {
      top: { top: vars.space.md, transform: 'translateX(-50%)' },
      bottom: {
        bottom: `calc(${vars.size.bottomBar} + ${vars.space.xxl})`,
        transform: 'translateX(-50%)',
      },
    },
  },
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
/** The diner's own customer id under autonomous ordering: a pill beside the search button. */
export const customerBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  maxWidth: '7rem',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
