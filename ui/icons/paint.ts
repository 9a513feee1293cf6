/**
 * How every icon draws unless a path says otherwise: a 1.75 line in the text's colour, unfilled.
 * Set on the `<svg>` of `<Icon>`, and what `flatten.ts` takes a drawing's shapes to inherit.
 */
export const svgPaint = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.75 } as const;
