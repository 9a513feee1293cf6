import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens';

export const price = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    columnGap: vars.space.xs,
    fontFamily: vars.font.body,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      regular: { color: vars.color.text },
      bargain: { color: vars.color.accentText },
      excess: { color: vars.color.warning },
      muted: { color: vars.color.textMuted },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.xl },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      bold: { fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { tone: 'regular', size: 'md', weight: 'bold' },
});

export type PriceVariants = NonNullable<RecipeVariants<typeof price>>;

export const was = style({
  color: vars.color.textMuted,
  fontSize: '0.8em',
  fontWeight: vars.fontWeight.regular,
  textDecoration: 'line-through',
});

export { visuallyHidden } from '../../tokens/utilities.css';
