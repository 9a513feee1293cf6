import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(${vars.space.sm} * -1))` },
});

/** Set on the region to the bottom of the page's top bars (clearance.ts); 0 without any. */
export const clearanceProperty = '--notifications-clearance';
const belowBars = `max(${vars.space.md}, calc(var(${clearanceProperty}, 0px) + ${vars.space.sm}))`;

export const region = recipe({
  base: {
    position: 'fixed',
    zIndex: 200,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    width: `min(calc(100% - 2 * ${vars.space.md}), calc(${vars.space.xxl} * 13))`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    pointerEvents: 'none',
  },
  variants: {
    anchor: {
      'top-left': { top: belowBars, left: vars.space.md },
      'top-center': { top: belowBars, left: '50%', transform: 'translateX(-50%)' },
      'top-right': { top: belowBars, right: vars.space.md },
      'bottom-left': { bottom: vars.space.md, left: vars.space.md },
      'bottom-center': { bottom: vars.space.md, left: '50%', transform: 'translateX(-50%)' },
      'bottom-right': { bottom: vars.space.md, right: vars.space.md },
      // Over a page's bottom bar, the whole width less the margins: clear of the page's header,
      // tabs and category rail, and of the bar's own buttons.
      'above-bottom-bar': {
        bottom: `calc(${vars.size.bottomBar} + ${vars.space.sm})`,
        left: vars.space.md,
        width: `calc(100% - 2 * ${vars.space.md})`,
      },
    },
  },
  defaultVariants: { anchor: 'top-left' },
});

export type RegionVariants = NonNullable<RecipeVariants<typeof region>>;

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.sm} ${vars.space.md}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xs,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.overlay,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
    pointerEvents: 'auto',
    animation: `${slideIn} ${vars.motion.fast} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    level: {
      success: { borderInlineStartColor: vars.color.positive },
      error: { borderInlineStartColor: vars.color.critical },
      warning: { borderInlineStartColor: vars.color.warning },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
});

export const levelIcon = recipe({
  base: {
    display: 'inline-flex',
    flex: 'none',
    marginTop: `calc((${vars.size.touch} - ${vars.size.icon}) / 2 - ${vars.space.sm})`,
  },
  variants: {
    level: {
      success: { color: vars.color.positive },
      error: { color: vars.color.critical },
      warning: { color: vars.color.warning },
      info: { color: vars.color.info },
    },
  },
});

export const message = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'center',
});

/** The cross reaches into the toast's padding so that a one-line toast stays slim. */
export const dismiss = style({
  margin: `calc(${vars.space.sm} * -1) 0`,
});

export { visuallyHidden } from '../../tokens/utilities.css';
