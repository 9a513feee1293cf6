import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const who = style({ marginInlineStart: 'auto', color: vars.color.textMuted });

const flash = keyframes({
  '0%': { background: vars.color.warning, color: vars.color.onWarning },
  '100%': { background: vars.color.surfaceRaised, color: vars.color.text },
});

export const alert = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.warning,
  color: vars.color.onWarning,
});

export const alertFlash = style({ animation: `${flash} 1s ease-out 3` });

export const body = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });
export const panel = style({ padding: vars.space.md });

export const login = style({
  margin: 'auto',
  width: 'min(420px, 100%)',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
});
export const loginTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
});
export const error = style({ color: vars.color.critical, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const itemMain = style({ flex: 1, minWidth: '200px', display: 'grid', gap: vars.space.xxs });
export const itemTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
/** A labelled field and its button, the button level with the field's box. */
export const fieldRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
/** A count's label and its stepper. */
export const counter = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
export const fieldLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
});
export const tone = styleVariants({
  positive: { color: vars.color.positive },
  warning: { color: vars.color.warning },
  critical: { color: vars.color.critical },
});

/** The /Code page's QR code and the address it opens. */
export const code = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
});
export const codeUrl = style({ wordBreak: 'break-all', fontSize: vars.fontSize.sm });
