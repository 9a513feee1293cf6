import { style } from '@vanilla-extract/css';
import { vars } from '../tokens';

/** Fills the part it replaces: the ordering page's content, or the whole screen. */
export const screen = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100%',
  background: vars.color.surface,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const fullScreen = style({ minHeight: '100dvh' });
