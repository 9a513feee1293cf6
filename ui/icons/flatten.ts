import { Fragment, isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import svgpath from 'svgpath';
import { svgPaint } from './paint';
import type { GlyphPath } from './paths';

/*
 * Turns a drawing of `glyphs.tsx` (paths, circles, ellipses, rounded rects, groups that rotate,
 * move or scale them) into the few `<path>`s `<Icon>` draws: one per paint (stroked at the icon's
 * line, stroked thicker, filled, filled and stroked), every transform baked into the coordinates.
 * A dish card shows five to seven icons; drawn as written they were two thirds of its elements,
 * each one styled, laid out and painted by the browser on every new row.
 *
 * Used by `generate.ts` and the test that keeps `paths.ts` in step; never shipped to the phone.
 */

interface Paint {
  fill: string;
  stroke: string;
  /** As written: in the coordinates of the shape it is inherited by. */
  strokeWidth: number;
}

/** Attributes a drawing may use; anything else (opacity, dashes, masks) would be lost in a merge. */
const known = new Set([
  'children',
  'd',
  'transform',
  'fill',
  'stroke',
  'strokeWidth',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'width',
  'height',
]);

/** The elements a drawing may use. */
const drawn = new Set(['g', 'path', 'circle', 'ellipse', 'rect']);

type Props = Record<string, unknown>;

function num(props: Props, name: string, fallback?: number): number {
  const value = props[name] ?? fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    throw new Error(`glyph: <… ${name}> must be a number, got ${String(value)}`);
  }
  return n;
}

/** The outline of a shape element as path data, starting at its leftmost point. */
export function shapePath(type: string, props: Props): string {
  switch (type) {
    case 'path': {
      const d = props.d;
      if (typeof d !== 'string' || d.trim() === '') throw new Error('glyph: a <path> without d');
      return d;
    }
    case 'circle':
    case 'ellipse': {
      const cx = num(props, 'cx', 0);
      const cy = num(props, 'cy', 0);
      const rx = type === 'circle' ? num(props, 'r') : num(props, 'rx');
      const ry = type === 'circle' ? rx : num(props, 'ry');
      return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
    }
    case 'rect': {
      const x = num(props, 'x', 0);
      const y = num(props, 'y', 0);
      const w = num(props, 'width');
      const h = num(props, 'height');
      const r = Math.min(num(props, 'rx', 0), w / 2, h / 2);
      if (props.ry !== undefined && num(props, 'ry') !== r) {
        throw new Error('glyph: a <rect> with ry other than rx');
      }
      if (r === 0) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      const arc = `A${r} ${r} 0 0 1`;
      return (
        `M${x} ${y + r}${arc} ${x + r} ${y}H${x + w - r}${arc} ${x + w} ${y + r}` +
        `V${y + h - r}${arc} ${x + w - r} ${y + h}H${x + r}${arc} ${x} ${y + h - r}Z`
      );
    }
    default:
      throw new Error(`glyph: <${type}> has no outline`);
  }
}

/** How much `transforms` (outermost first) scale a length; they must not stretch or skew. */
function scaleOf(transforms: readonly string[]): number {
  const vector = (d: string): [number, number] => {
    const at: number[] = [];
    transforms
      .reduceRight((p, t) => p.transform(t), svgpath(d))
      .abs()
      .iterate((segment) => {
        at.push(...(segment.slice(1) as number[]));
      });
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = at;
    return [x1 - x0, y1 - y0];
  };
  const [ax, ay] = vector('M0 0L100 0');
  const [bx, by] = vector('M0 0L0 100');
  const a = Math.hypot(ax, ay) / 100;
  const b = Math.hypot(bx, by) / 100;
  if (Math.abs(a - b) > 1e-6 || Math.abs(ax * bx + ay * by) > 1e-3) {
    throw new Error(`glyph: the transform ${transforms.join(' ')} stretches or skews the line`);
  }
  return a;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

interface Piece {
  d: string;
  fill: string;
  stroke: string;
  width: number;
}

function walk(node: ReactNode, transforms: readonly string[], paint: Paint, out: Piece[]): void {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child as ReactNode, transforms, paint, out);
    return;
  }
  if (!isValidElement(node)) throw new Error(`glyph: unexpected ${typeof node} in a drawing`);
  const element = node as ReactElement<Props>;
  const props = element.props;
  if (element.type === Fragment) {
    walk(props.children as ReactNode, transforms, paint, out);
    return;
  }
  if (typeof element.type === 'function') {
    // A helper of the drawings (`Scaled`): a pure function of its props.
    walk((element.type as (p: Props) => ReactNode)(props), transforms, paint, out);
    return;
  }
  if (typeof element.type !== 'string') throw new Error('glyph: unexpected element type');
  if (!drawn.has(element.type)) {
    throw new Error(
      `glyph: <${element.type}> is not drawn by the icons (paths, circles, ellipses, rects, groups)`,
    );
  }
  for (const name of Object.keys(props)) {
    if (!known.has(name)) throw new Error(`glyph: <${element.type} ${name}> is not supported`);
  }
  const own: Paint = {
    fill: typeof props.fill === 'string' ? props.fill : paint.fill,
    stroke: typeof props.stroke === 'string' ? props.stroke : paint.stroke,
    strokeWidth: props.strokeWidth === undefined ? paint.strokeWidth : num(props, 'strokeWidth'),
  };
  const inner = typeof props.transform === 'string' ? [...transforms, props.transform] : transforms;
  if (element.type === 'g') {
    walk(props.children as ReactNode, inner, own, out);
    return;
  }
  if (props.children !== undefined) throw new Error(`glyph: <${element.type}> with children`);
  const d = inner
    .reduceRight((p, t) => p.transform(t), svgpath(shapePath(element.type, props)))
    .rel()
    .round(2)
    .toString();
  out.push({
    d,
    fill: own.fill,
    stroke: own.stroke,
    width: own.stroke === 'none' ? 0 : round(own.strokeWidth * scaleOf(inner)),
  });
}

/**
 * A drawing as the paths `<Icon>` draws: one per paint, in the order each paint first appears.
 * A path at the icon's own line is its data alone; others say what differs from the `<svg>`.
 */
export function flattenGlyph(drawing: ReactNode): GlyphPath[] {
  const pieces: Piece[] = [];
  walk(drawing, [], { ...svgPaint }, pieces);
  const byPaint = new Map<string, Piece>();
  for (const piece of pieces) {
    const key = `${piece.fill}|${piece.stroke}|${piece.width}`;
    const seen = byPaint.get(key);
    if (seen) seen.d += piece.d;
    else byPaint.set(key, { ...piece });
  }
  return [...byPaint.values()].map(({ d, fill, stroke, width }) => {
    if (fill === svgPaint.fill && stroke === svgPaint.stroke && width === svgPaint.strokeWidth) {
      return d;
    }
    return {
      d,
      ...(fill === svgPaint.fill ? {} : { fill }),
      ...(stroke === svgPaint.stroke ? {} : { stroke }),
      ...(stroke === 'none' || width === svgPaint.strokeWidth ? {} : { strokeWidth: width }),
    };
  });
}

/** Every drawing of `glyphs`, flattened. */
export function flattenGlyphs<K extends string>(
  drawings: Record<K, ReactNode>,
): Record<K, GlyphPath[]> {
  return Object.fromEntries(
    Object.entries(drawings).map(([name, drawing]) => [name, flattenGlyph(drawing as ReactNode)]),
  ) as Record<K, GlyphPath[]>;
}
