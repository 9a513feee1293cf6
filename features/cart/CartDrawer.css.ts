import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const filters = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  paddingBottom: vars.space.sm,
  scrollbarWidth: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'center',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  boxSizing: 'border-box',
  height: '100%',
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.tight,
});

export const meta = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const owner = style({
  fontSize: vars.fontSize.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});

export const detail = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const excess = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  color: vars.color.warning,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
});

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const notice = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.info,
  color: vars.color.onInfo,
  fontSize: vars.fontSize.sm,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const condimentGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  border: 0,
  padding: 0,
  margin: 0,
});

export const legend = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBottom: vars.space.xs,
});

export const tip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.sm}`,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});

export const tipText = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
