import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 240px',
  gap: vars.space.md,
  padding: vars.space.md,
  '@media': { 'screen and (max-width: 700px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const bar = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md} 0`,
});

export const tickets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const ticket = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  border: `3px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const age = styleVariants({
  new: { borderColor: vars.color.positive },
  late: { borderColor: vars.color.warning },
  overdue: { borderColor: vars.color.critical },
});

export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const headTone = styleVariants({
  new: { background: vars.color.positive, color: vars.color.onPositive },
  late: { background: vars.color.warning, color: vars.color.onWarning },
  overdue: { background: vars.color.critical, color: vars.color.onCritical },
});

export const ageClock = style({ fontFamily: vars.font.numeric });

export const dishes = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  display: 'grid',
  gap: vars.space.xs,
});

export const dish = style({
  width: '100%',
  display: 'grid',
  justifyItems: 'start',
  justifyContent: 'start',
  gap: vars.space.xxs,
  textAlign: 'start',
  whiteSpace: 'normal',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.lg,
  paddingBlock: vars.space.xs,
});

export const dishState = styleVariants({
  todo: {},
  made: { borderColor: vars.color.info },
  // Done or dropped dishes recede onto the sunken surface in muted text (a token pair that keeps
  // 4.5:1 in every theme), never by opacity, which would break the text's contrast.
  served: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  paused: { borderColor: vars.color.warning, borderStyle: 'dashed' },
  cancelled: {
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    textDecoration: 'line-through',
  },
});

export const note = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentText,
});
export const sub = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});
export const foot = style({ padding: vars.space.sm, display: 'flex', gap: vars.space.sm });

export const allDay = style({
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  alignSelf: 'start',
});
export const allDayTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
});
export const allDayList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const allDayRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
});
export const qty = style({ fontFamily: vars.font.numeric, fontWeight: vars.fontWeight.bold });
export const statusGrid = style({ display: 'grid', gap: vars.space.sm });
