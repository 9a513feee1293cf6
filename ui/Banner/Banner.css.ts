import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';

const grow = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });

/** The live region around every size; it never pushes wider than its container. */
export const root = style({ minWidth: 0, maxWidth: '100%' });

const toneColors = {
  review: { background: vars.color.info, color: vars.color.onInfo },
  approved: { background: vars.color.positive, color: vars.color.onPositive },
  rejected: { background: vars.color.critical, color: vars.color.onCritical },
} as const;

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    width: '100%',
    padding: `${vars.space.md} ${vars.space.xs} ${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.raised,
    fontFamily: vars.font.body,
    overflowWrap: 'anywhere',
    animation: `${grow} ${vars.motion.slow} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: { tone: toneColors },
  defaultVariants: { tone: 'review' },
});

export type BannerVariants = NonNullable<RecipeVariants<typeof banner>>;

export const icon = style({
  display: 'inline-flex',
  flex: 'none',
  marginTop: vars.space.xxs,
});

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  alignSelf: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.size.touch,
  height: vars.size.touch,
  marginTop: `calc(${vars.space.sm} * -1)`,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-pressed]': { transform: 'scale(0.92)' },
    '&[data-focus-visible]': focusRing('inset'),
  },
});

export const pill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    maxWidth: '100%',
    minHeight: vars.size.touch,
    paddingInline: `${vars.space.md} ${vars.space.lg}`,
    border: 0,
    borderRadius: vars.radius.pill,
    boxShadow: vars.shadow.raised,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-pressed]': { transform: 'scale(0.97)' },
      '&[data-focus-visible]': focusRing(),
    },
  },
  variants: { tone: toneColors },
  defaultVariants: { tone: 'review' },
});

export const pillText = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export { visuallyHidden } from '../../tokens/utilities.css';
