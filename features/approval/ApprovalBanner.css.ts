import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const wrap = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
});
export const resend = style({ display: 'flex', justifyContent: 'flex-end' });
