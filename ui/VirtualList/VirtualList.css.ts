import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../tokens';

export const virtualList = recipe({
  base: {
    position: 'relative',
    width: '100%',
    color: vars.color.text,
    fontFamily: vars.font.body,
    outline: 'none',
  },
  variants: {
    /** `own`: the list is its own scroll area; `external`: an ancestor (a sheet body) scrolls. */
    scroll: {
      own: {
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        WebkitOverflowScrolling: 'touch',
        selectors: {
          '&:focus-visible': focusRing('inset'),
        },
      },
      external: {},
    },
  },
  defaultVariants: { scroll: 'own' },
});

export type VirtualListVariants = NonNullable<RecipeVariants<typeof virtualList>>;

export const canvas = style({
  position: 'relative',
  width: '100%',
});

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
});

/** A section title row: opaque so the rows scrolling under it stay hidden. */
export const stickyRow = style({
  zIndex: 1,
  background: vars.color.surface,
});

/** The title row currently pinned to the top of the scroll area. */
export const pinnedRow = style({
  position: 'sticky',
  top: 0,
  left: 0,
  width: '100%',
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100%',
  padding: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
});
