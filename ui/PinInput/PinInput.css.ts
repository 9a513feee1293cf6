import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../tokens';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const boxes = style({
  display: 'flex',
  gap: vars.space.md,
});

export const box = style({
  width: `calc(${vars.size.touch} + ${vars.space.sm})`,
  height: `calc(${vars.size.touch} + ${vars.space.lg})`,
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  caretColor: vars.color.accent,
  outline: 'none',
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    '&:focus': { borderColor: vars.color.accent },
    '&:focus-visible': focusRing(),
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const message = style({
  minHeight: `calc(${vars.fontSize.sm} * 1.45)`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const error = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
});
