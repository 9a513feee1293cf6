import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A ring with a gap, the size of the surrounding text, in its colour. */
export const spinner = style({
  display: 'inline-block',
  flex: 'none',
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: `${vars.space.xxs} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} calc(${vars.motion.slow} * 2) linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: `calc(${vars.motion.slow} * 6)` },
  },
});
