import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const bannerLabel = style({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});

export const pinValue = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.3em',
});

/** The employee's actions on the banner's second line, at its end. */
export const staffActions = style({
  flexBasis: '100%',
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

// The dialogs' and panels' shared text styles.
export { mutedText as text, errorText as error } from '../../tokens/utilities.css';
