import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens';

export const emptyState = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    textAlign: 'center',
    fontFamily: vars.font.body,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      compact: { padding: vars.space.lg },
      page: { padding: `${vars.space.xxl} ${vars.space.xl}` },
    },
  },
  defaultVariants: { size: 'page' },
});

export type EmptyStateVariants = NonNullable<RecipeVariants<typeof emptyState>>;

export const iconCircle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.icon} * 3)`,
  height: `calc(${vars.size.icon} * 3)`,
  marginBottom: vars.space.sm,
  borderRadius: '50%',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const message = style({
  margin: 0,
  maxWidth: `calc(${vars.space.xxl} * 10)`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const action = style({ marginTop: vars.space.md });
