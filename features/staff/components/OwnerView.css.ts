import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const groupTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
});

/** Settings groups side by side on a tablet, one under the other on a phone. */
export const groups = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
});

export const toggles = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
});

/** "Not saved yet" beside a group's Save button. */
export const unsaved = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const fields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
  alignItems: 'start',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const refusal = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical}`,
  color: vars.color.text,
  display: 'grid',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const refusalField = style({
  fontFamily: vars.font.numeric,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.critical,
});

export const success = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.positive}`,
  overflowWrap: 'anywhere',
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const dot = style({
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.pill,
  flexShrink: 0,
});
export const dotTone = {
  online: style([dot, { background: vars.color.positive }]),
  offline: style([dot, { background: vars.color.critical }]),
  unknown: style([dot, { background: vars.color.textMuted }]),
};

export const ticketLines = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** The three looks side by side on a tablet, one under the other on a phone. */
export const themeCards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});

export const themeCard = style({ minWidth: 0 });

export const themeHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
});

/** One look: painted with its own theme class, as the diner's phone would be. */
export const preview = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  pointerEvents: 'none',
});

export const previewTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const previewDishes = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});

/** A section's title with its action at the end of the line. */
export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginBottom: vars.space.sm,
});

/** A destructive action set apart below a form's fields. */
export const dangerZone = style({
  display: 'flex',
  justifyContent: 'flex-start',
  paddingTop: vars.space.md,
  marginTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

export const review = style({ alignItems: 'flex-start' });

export const reviewHead = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
});

export const reviewComment = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.normal,
});

/** A secondary option: its label in body size, its consequence under it, muted. */
export const option = style({ display: 'grid', gap: vars.space.xxs });
export const optionLabel = style({ fontSize: vars.fontSize.sm });
export const optionHint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  paddingInlineStart: `calc(${vars.size.icon} + ${vars.space.sm})`,
});
