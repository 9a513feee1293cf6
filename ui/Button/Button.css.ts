import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../tokens';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touch,
    paddingInline: vars.space.lg,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}, filter ${vars.motion.fast}`,
    outline: 'none',
    selectors: {
      '&[data-pressed]': { transform: 'scale(0.97)' },
      '&[data-hovered]': { filter: 'brightness(1.06)' },
      '&[data-focus-visible]': focusRing(),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: { background: vars.color.accent, color: vars.color.onAccent },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      ghost: {
        background: 'transparent',
        color: vars.color.accentText,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceSunken, filter: 'none' },
          '&[data-pressed]': { background: vars.color.surfaceSunken },
        },
      },
      critical: { background: vars.color.critical, color: vars.color.onCritical },
    },
    size: {
      sm: { minHeight: '36px', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: {},
      lg: { minHeight: '52px', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/**
 * PlainButton's pressed, hovered and focused looks, from the browser's own pseudo-classes
 * (Button's come from react-aria's data attributes). Hover only where a pointer hovers: a tap
 * would leave it on.
 */
export const plain = style({
  selectors: {
    '&:active:not(:disabled)': { transform: 'scale(0.97)' },
    '&:focus-visible': focusRing(),
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.06)' } },
    },
  },
});

/** The ghost variant's pressed and hovered background, as Button's. */
export const plainGhost = style({
  selectors: {
    '&:active:not(:disabled)': { background: vars.color.surfaceSunken },
  },
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, filter: 'none' },
      },
    },
  },
});
