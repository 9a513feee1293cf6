import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';

export const textField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

export const control = recipe({
  base: {
    width: '100%',
    boxSizing: 'border-box',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    outline: 'none',
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    '::placeholder': { color: vars.color.textMuted, opacity: 1 },
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.textMuted },
      '&[data-focused]': { borderColor: vars.color.accent },
      '&[data-focus-visible]': focusRing(),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
      '&[data-invalid]': { borderColor: vars.color.critical },
    },
  },
  variants: {
    multiline: {
      false: { minHeight: vars.size.touch, paddingInline: vars.space.md },
      true: { padding: vars.space.sm, resize: 'none' },
    },
  },
  defaultVariants: { multiline: false },
});

export type TextFieldControlVariants = NonNullable<RecipeVariants<typeof control>>;
