import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens';

export const picture = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    width: '100%',
    height: '100%',
    flexDirection: 'column',
    gap: vars.space.xs,
    background: vars.color.placeholder,
    color: vars.color.textMuted,
    selectors: {
      // Loaded pictures that do not fill the frame (`contain`) sit on the page, not on a box.
      '&[data-status="loaded"]': { background: 'transparent' },
    },
  },
  variants: {
    rounded: {
      none: {},
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
    },
  },
  defaultVariants: { rounded: 'none' },
});

export type PictureVariants = NonNullable<RecipeVariants<typeof picture>>;

export const image = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    opacity: 0,
    transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-loaded]': { opacity: 1 },
    },
  },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
  },
  defaultVariants: { fit: 'cover' },
});

/** The glyph shown while the picture loads and when it cannot be shown: never a blank square. */
export const glyph = style({
  opacity: 0.8,
});

export const failedCaption = style({
  maxWidth: '70%',
  paddingInline: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
});
