import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const message = style({ marginTop: vars.space.md });

export const tableName = style({ marginBottom: vars.space.md });
