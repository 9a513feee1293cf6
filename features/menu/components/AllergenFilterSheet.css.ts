import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const heading = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const footer = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', width: '100%' });
