import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';
import {
  card as radioCard,
  content as radioContent,
  group as radioGroup,
} from '../RadioCards/RadioCards.css';

export const group = radioGroup;

/** The same card as RadioCards: outlined in the accent when chosen. */
export const card = radioCard;

/** The square mark at the start of each card, filled and ticked when chosen. */
export const mark = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '20px',
  height: '20px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  color: vars.color.onAccent,
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[data-selected] > &': { borderColor: vars.color.accent, background: vars.color.accent },
  },
});

export const tick = style({
  visibility: 'hidden',
  selectors: {
    '[data-selected] > * > &': { visibility: 'visible' },
  },
});

export const content = radioContent;
