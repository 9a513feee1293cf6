import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const filters = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  paddingBottom: vars.space.sm,
  scrollbarWidth: 'none',
});

export const chip = style({
  flex: '0 0 auto',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
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

export const linkButton = style({
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.accentText,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.5, cursor: 'default' },
  },
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

export const condimentGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, border: 0, padding: 0, margin: 0 });

export const legend = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginBottom: vars.space.xs });

export const textarea = style({
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  resize: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const label = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.text });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
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

export const tipText = style({ flex: 1, margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
