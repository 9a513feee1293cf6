import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: vars.color.surface,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xs}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontFamily: vars.font.heading,
});

export const tabs = style({ flex: 1, minHeight: 0 });

export const tabList = style({ paddingInline: vars.space.sm });

export const panel = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });

export const list = style({ flex: 1, minHeight: 0, padding: `0 ${vars.space.md}` });

export const title = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  height: '100%',
  boxSizing: 'border-box',
  paddingBottom: vars.space.xs,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const dish = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.xxs,
  height: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const dishName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const status = style({
  fontSize: vars.fontSize.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: '1px solid currentColor',
});

export const statusTone = styleVariants({
  waiting: { color: vars.color.textMuted },
  made: { color: vars.color.accentText },
  served: { color: vars.color.positive },
  paused: { color: vars.color.warning },
  cancelled: { color: vars.color.critical, textDecoration: 'line-through' },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const center = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const legend = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
