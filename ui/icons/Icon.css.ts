import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens';

/*
 * Tones carry meaning, never the theme: allergens read as a caution (amber), heat as red,
 * diets as green, the cold chain as blue, the rest as a quiet neutral chip.
 */
export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    overflow: 'visible',
    color: 'inherit',
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.icon, height: vars.size.icon },
      lg: { width: `calc(${vars.size.icon} * 1.5)`, height: `calc(${vars.size.icon} * 1.5)` },
    },
    variant: {
      plain: {},
      tinted: {},
      badge: {
        boxSizing: 'content-box',
        padding: vars.space.xxs,
        borderRadius: '50%',
      },
    },
    tone: {
      neutral: {},
      allergen: {},
      spicy: {},
      diet: {},
      cold: {},
    },
  },
  compoundVariants: [
    {
      variants: { variant: 'badge', tone: 'neutral' },
      style: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
      },
    },
    {
      variants: { variant: 'badge', tone: 'allergen' },
      style: { background: vars.color.warning, color: vars.color.onWarning },
    },
    {
      variants: { variant: 'badge', tone: 'spicy' },
      style: { background: vars.color.critical, color: vars.color.onCritical },
    },
    {
      variants: { variant: 'badge', tone: 'diet' },
      style: { background: vars.color.positive, color: vars.color.onPositive },
    },
    {
      variants: { variant: 'badge', tone: 'cold' },
      style: { background: vars.color.info, color: vars.color.onInfo },
    },
    { variants: { variant: 'tinted', tone: 'neutral' }, style: { color: vars.color.textMuted } },
    { variants: { variant: 'tinted', tone: 'allergen' }, style: { color: vars.color.warning } },
    { variants: { variant: 'tinted', tone: 'spicy' }, style: { color: vars.color.critical } },
    { variants: { variant: 'tinted', tone: 'diet' }, style: { color: vars.color.positive } },
    { variants: { variant: 'tinted', tone: 'cold' }, style: { color: vars.color.info } },
  ],
  defaultVariants: { size: 'md', variant: 'plain', tone: 'neutral' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
