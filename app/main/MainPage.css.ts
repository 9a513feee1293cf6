import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { pageHeight } from '../../features/menu/MenuView.css';

export const frame = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  background: vars.color.surface,
  color: vars.color.text,
  overflow: 'hidden',
});

export const top = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.xs,
});

/**
 * Between the top and the bottom bar. The menu view fills it exactly (its list scrolls, not this);
 * the history view scrolls in it.
 */
export const content = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  vars: { [pageHeight]: '100%' },
});

export const info = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: `calc(${vars.size.bottomBar} + ${vars.space.sm})`,
  zIndex: 2,
});

/** Above the history's total bar. */
export const infoRaised = style([
  info,
  { bottom: `calc(${vars.size.bottomBar} + ${vars.space.xxl} + ${vars.space.lg})` },
]);

export const offline = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.warning,
  color: vars.color.onWarning,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const tooltip = style({
  position: 'absolute',
  left: '50%',
  transform: 'translateX(-50%)',
  bottom: `calc(${vars.size.bottomBar} + ${vars.space.sm})`,
  zIndex: 3,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.positive,
  color: vars.color.onPositive,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.raised,
  whiteSpace: 'nowrap',
});

export const mask = style({
  position: 'absolute',
  inset: 0,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  background: vars.color.overlay,
  color: vars.color.text,
  textAlign: 'center',
});

export const maskCard = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.lg,
  boxShadow: vars.shadow.overlay,
});
