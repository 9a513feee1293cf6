import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const block = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.placeholder,
  backgroundImage: `linear-gradient(90deg, ${vars.color.placeholder} 0%, ${vars.color.surfaceSunken} 50%, ${vars.color.placeholder} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} calc(${vars.motion.slow} * 4) linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
  },
});

export const line = style({ height: vars.fontSize.md });
export const lineSmall = style({ height: vars.fontSize.sm });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const picture = style({
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.sm,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  width: '100%',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const thumb = style({
  flex: 'none',
  width: `calc(${vars.size.touch} * 2)`,
  height: `calc(${vars.size.touch} * 2)`,
  borderRadius: vars.radius.sm,
});

export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
});

export { visuallyHidden } from '../../tokens/utilities.css';
