import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

/** The limit-hit nudge: a short shake with a swell, `vars.motion.bargain` (500 ms) long. */
const nudge = keyframes({
  '0%': { transform: 'translateX(0) scale(1)' },
  '15%': { transform: `translateX(calc(-1 * ${vars.space.xs})) scale(1.06)` },
  '35%': { transform: `translateX(${vars.space.xs}) scale(1.06)` },
  '55%': { transform: `translateX(calc(-1 * ${vars.space.xxs})) scale(1.03)` },
  '75%': { transform: `translateX(${vars.space.xxs}) scale(1)` },
  '100%': { transform: 'translateX(0) scale(1)' },
});

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
  selectors: {
    '&[data-alert]': { animation: `${nudge} ${vars.motion.bargain} ${vars.motion.easing}` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-alert]': { animation: 'none' } } },
  },
});

export const stacked = style({
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

export const name = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const count = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
  selectors: {
    // Full: red, with a ring of the page colour so that it stands out on the accent chip too.
    '&[data-reached], [data-alert] > &': {
      background: vars.color.critical,
      color: vars.color.onCritical,
      boxShadow: `0 0 0 ${vars.space.xxs} ${vars.color.surface}`,
    },
  },
});

export { visuallyHidden } from '../../tokens/utilities.css';
