import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

/** What the server runs the rounds with now: a quiet panel above the fields. */
export const panel = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

/** Each value: its name and figure on a line, where it comes from under them. */
export const values = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: vars.space.sm,
  margin: 0,
  alignItems: 'baseline',
});

export const pair = style({ display: 'contents' });

export const note = style({ margin: 0 });

export const term = style({ margin: 0, marginTop: vars.space.xs });

export const figure = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'end',
});

export const source = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** The windows that set their own values: a note the owner cannot miss. */
export const windows = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.warning}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const windowList = style({ margin: 0, paddingInlineStart: vars.space.md });
