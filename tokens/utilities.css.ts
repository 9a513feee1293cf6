import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Hidden on screen, still read by screen readers (labels, counts, live announcements). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A line of secondary text (hints, explanations) with no margins of its own. */
export const mutedText = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** A line saying what went wrong, in the theme's critical colour, with no margins of its own. */
export const errorText = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

/**
 * The room of a value not known yet (a count, a time): the element is as wide as its `data-room`
 * text, drawn hidden (not text of the page), and `heldRoomMark` sits centred over that room,
 * taking none of its own. The value then comes into the same room: nothing beside it moves.
 */
export const heldRoom = style({
  display: 'inline-grid',
  justifyItems: 'center',
  '::before': { content: 'attr(data-room)', gridArea: '1 / 1', visibility: 'hidden' },
});

/** The mark shown in a `heldRoom` (dots, dashes) while its value is loading. */
export const heldRoomMark = style({
  gridArea: '1 / 1',
  display: 'flex',
  justifyContent: 'center',
  width: 0,
});
