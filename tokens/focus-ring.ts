import { vars } from './contract.css';

/**
 * Where the ring sits: `outset` around the control, a gap of `vars.focus.offset` away; `inset`
 * just inside its edge, for controls that fill a scroller, a bar or a card, where a ring drawn
 * outside would be clipped or would overlap a neighbour.
 */
export type FocusRingPlacement = 'outset' | 'inset';

/**
 * The one keyboard focus ring (Braid's `outlineStyle`): its width and colour come from the
 * theme, its offset from the placement. Use it under the focus-visible selector, e.g.
 * `selectors: { '&[data-focus-visible]': focusRing() }`, with `outline: 'none'` on the control.
 */
export function focusRing(placement: FocusRingPlacement = 'outset') {
  return {
    outline: `${vars.focus.width} solid ${vars.color.focus}`,
    outlineOffset: placement === 'inset' ? `calc(-1 * ${vars.focus.width})` : vars.focus.offset,
  };
}
