/**
 * Procedural food illustrations for the demo restaurant: every dish gets a plated drawing of
 * its kind (sushi, bowls, pizza, drinks…), coloured from its fixture and varied
 * deterministically by its id. Pure string building; images.ts renders them to JPEG.
 */
import type { ArtKind, MenuItem } from './demo/types';

export const SIZE = 640;
const CX = SIZE / 2;
const CY = SIZE / 2;

/** mulberry32: a small seeded generator so that the same dish always looks the same. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hex(c: string): [number, number, number] {
  const v = c.replace('#', '');
  return [parseInt(v.slice(0, 2), 16), parseInt(v.slice(2, 4), 16), parseInt(v.slice(4, 6), 16)];
}
/** Mixes a colour toward white (amt > 0) or black (amt < 0). */
export function shade(c: string, amt: number): string {
  const [r, g, b] = hex(c);
  const t = amt > 0 ? 255 : 0;
  const k = Math.abs(amt);
  const m = (x: number) =>
    Math.round(x + (t - x) * k)
      .toString(16)
      .padStart(2, '0');
  return `#${m(r)}${m(g)}${m(b)}`;
}

const f = (n: number) => n.toFixed(1);

type Rand = () => number;

interface Ctx {
  r: Rand;
  colors: string[];
  defs: string[];
  uid: string;
}

/** n points spread evenly over a disc (golden-angle spiral) with a little jitter. */
function scatter(ctx: Ctx, n: number, radius: number, cx = CX, cy = CY): Array<[number, number]> {
  const turn = ctx.r() * Math.PI * 2;
  const out: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    const a = turn + i * 2.39996 + (ctx.r() - 0.5) * 0.5;
    const d = Math.sqrt((i + 0.5) / n) * radius * (0.9 + ctx.r() * 0.15);
    out.push([cx + Math.cos(a) * d, cy + Math.sin(a) * d]);
  }
  return out;
}

/** A soft irregular blob (melted cheese, sauce, cream). */
function blob(ctx: Ctx, x: number, y: number, r: number, fill: string, stroke?: string): string {
  const pts: string[] = [];
  const n = 9;
  for (let k = 0; k < n; k++) {
    const t = (k / n) * Math.PI * 2;
    const rr = r * (0.8 + ctx.r() * 0.35);
    pts.push(`${f(x + Math.cos(t) * rr)} ${f(y + Math.sin(t) * rr)}`);
  }
  // Closed Catmull-Rom-like curve through the points, via quadratic midpoints.
  const P = pts.map((p) => p.split(' ').map(Number) as [number, number]);
  const mid = (a: [number, number], b: [number, number]) =>
    `${f((a[0] + b[0]) / 2)} ${f((a[1] + b[1]) / 2)}`;
  let d = `M ${mid(P[n - 1]!, P[0]!)}`;
  for (let k = 0; k < n; k++) d += ` Q ${pts[k]} ${mid(P[k]!, P[(k + 1) % n]!)}`;
  return `<path d="${d} Z" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="2.5"` : ''}/>`;
}

function isPale(c: string): boolean {
  const [r, g, b] = hex(c);
  return r > 235 && g > 225 && b > 205;
}

function pick<T>(r: Rand, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)] as T;
}
function color(ctx: Ctx, i: number): string {
  return ctx.colors[i % ctx.colors.length] ?? '#cccccc';
}
function radial(ctx: Ctx, id: string, stops: Array<[number, string]>, cx = 0.4, cy = 0.35): string {
  const gid = `${ctx.uid}${id}`;
  ctx.defs.push(
    `<radialGradient id="${gid}" cx="${cx}" cy="${cy}" r="0.75">${stops
      .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
      .join('')}</radialGradient>`,
  );
  return `url(#${gid})`;
}
function linear(ctx: Ctx, id: string, stops: Array<[number, string]>, vertical = true): string {
  const gid = `${ctx.uid}${id}`;
  ctx.defs.push(
    `<linearGradient id="${gid}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
      .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
      .join('')}</linearGradient>`,
  );
  return `url(#${gid})`;
}

const SURFACES = [
  { base: '#6b4428', grain: '#5a3820', kind: 'wood' },
  { base: '#8a5a34', grain: '#774a2a', kind: 'wood' },
  { base: '#2f3236', grain: '#3a3e42', kind: 'slate' },
  { base: '#d9cbb4', grain: '#cbbba2', kind: 'linen' },
  { base: '#3d2a20', grain: '#4a3428', kind: 'wood' },
  { base: '#c99a5b', grain: '#b5874b', kind: 'wood' },
  { base: '#1f4e5a', grain: '#2a5f6c', kind: 'slate' },
  { base: '#6e2622', grain: '#7d302b', kind: 'slate' },
  { base: '#23324a', grain: '#2e3f5a', kind: 'slate' },
  { base: '#4f3a58', grain: '#5d4767', kind: 'slate' },
  { base: '#9fb28f', grain: '#8ea07e', kind: 'linen' },
  { base: '#e8dcc6', grain: '#d6c8ae', kind: 'linen' },
  { base: '#b9623f', grain: '#a55434', kind: 'linen' },
] as const;

function surface(ctx: Ctx, w: number, h: number, index?: number): string {
  const s =
    index === undefined
      ? pick(ctx.r, SURFACES)
      : (SURFACES[index % SURFACES.length] ?? SURFACES[0]);
  const fill = linear(ctx, 'surf', [
    [0, shade(s.base, 0.08)],
    [1, shade(s.base, -0.12)],
  ]);
  let out = `<rect width="${w}" height="${h}" fill="${fill}"/>`;
  if (s.kind === 'wood') {
    for (let y = 0; y < h; y += 8 + ctx.r() * 22) {
      const a = ctx.r() * 10;
      out += `<path d="M0 ${f(y)} C ${f(w * 0.3)} ${f(y + a)}, ${f(w * 0.6)} ${f(y - a)}, ${w} ${f(y + a / 2)}" stroke="${s.grain}" stroke-width="${f(1 + ctx.r() * 2.5)}" fill="none" opacity="0.55"/>`;
    }
    for (let x = 0; x < w; x += 150 + ctx.r() * 120) {
      out += `<rect x="${f(x)}" y="0" width="2" height="${h}" fill="${shade(s.base, -0.35)}" opacity="0.5"/>`;
    }
  } else if (s.kind === 'slate') {
    for (let i = 0; i < 160; i++) {
      out += `<circle cx="${f(ctx.r() * w)}" cy="${f(ctx.r() * h)}" r="${f(0.6 + ctx.r() * 1.4)}" fill="${s.grain}" opacity="0.7"/>`;
    }
  } else {
    for (let y = 0; y < h; y += 6)
      out += `<rect x="0" y="${y}" width="${w}" height="1" fill="${s.grain}" opacity="0.5"/>`;
    for (let x = 0; x < w; x += 6)
      out += `<rect x="${x}" y="0" width="1" height="${h}" fill="${s.grain}" opacity="0.35"/>`;
  }
  // A soft vignette keeps the eye on the food.
  const vig = radial(
    ctx,
    'vig',
    [
      [0.55, 'rgba(0,0,0,0)'],
      [1, 'rgba(0,0,0,0.45)'],
    ],
    0.5,
    0.5,
  );
  out += `<rect width="${w}" height="${h}" fill="${vig}"/>`;
  return out;
}

function shadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, opacity = 0.45): string {
  // A radial fade rather than a blur filter: it looks the same here and renders several times faster.
  const id = `${ctx.uid}sh${ctx.defs.length}`;
  ctx.defs.push(
    `<radialGradient id="${id}"><stop offset="0.55" stop-color="#000" stop-opacity="${opacity}"/><stop offset="0.8" stop-color="#000" stop-opacity="${f(opacity * 0.45)}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  );
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 1.18)}" ry="${f(ry * 1.18)}" fill="url(#${id})"/>`;
}

const PLATES = ['#f7f4ee', '#fbfaf7', '#1e1e22', '#e9e2d4', '#2a4a6a', '#a8b8a0'] as const;

function roundPlate(ctx: Ctx, r: number, tint?: string): string {
  const c = tint ?? pick(ctx.r, PLATES);
  const fill = radial(ctx, 'plate', [
    [0, shade(c, 0.1)],
    [0.85, c],
    [1, shade(c, -0.18)],
  ]);
  return (
    shadow(ctx, CX + 10, CY + 18, r, r * 0.96) +
    `<circle cx="${CX}" cy="${CY}" r="${r}" fill="${fill}"/>` +
    `<circle cx="${CX}" cy="${CY}" r="${f(r * 0.74)}" fill="none" stroke="${shade(c, -0.12)}" stroke-width="3" opacity="0.6"/>` +
    `<circle cx="${CX}" cy="${CY}" r="${f(r - 3)}" fill="none" stroke="#fff" stroke-width="2" opacity="0.25"/>`
  );
}

function rectPlate(ctx: Ctx, w: number, h: number, tint?: string): string {
  const c = tint ?? pick(ctx.r, ['#1b1b1f', '#f4f1ea', '#c89a62', '#2c3e50'] as const);
  const fill = linear(ctx, 'rplate', [
    [0, shade(c, 0.12)],
    [1, shade(c, -0.1)],
  ]);
  return (
    shadow(ctx, CX + 10, CY + 20, w / 2, h / 2) +
    `<rect x="${f(CX - w / 2)}" y="${f(CY - h / 2)}" width="${w}" height="${h}" rx="22" fill="${fill}"/>` +
    `<rect x="${f(CX - w / 2 + 10)}" y="${f(CY - h / 2 + 10)}" width="${w - 20}" height="${h - 20}" rx="16" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/>`
  );
}

function bowl(ctx: Ctx, r: number, inner: string): string {
  const c = pick(ctx.r, ['#b0282a', '#1d1d22', '#f3efe6', '#2b4c7e', '#6a4a3a'] as const);
  const rim = radial(ctx, 'bowl', [
    [0, shade(c, 0.25)],
    [0.8, c],
    [1, shade(c, -0.3)],
  ]);
  const clip = `${ctx.uid}clip${ctx.defs.length}`;
  ctx.defs.push(
    `<clipPath id="${clip}"><circle cx="${CX}" cy="${CY}" r="${f(r * 0.86)}"/></clipPath>`,
  );
  return (
    shadow(ctx, CX + 12, CY + 20, r, r) +
    `<circle cx="${CX}" cy="${CY}" r="${r}" fill="${rim}"/>` +
    `<circle cx="${CX}" cy="${CY}" r="${f(r * 0.86)}" fill="${shade(c, -0.2)}"/>` +
    `<g clip-path="url(#${clip})">${inner}</g>` +
    `<circle cx="${CX}" cy="${CY}" r="${f(r * 0.86)}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="6"/>` +
    `<path d="M ${f(CX - r * 0.7)} ${f(CY - r * 0.55)} A ${r} ${r} 0 0 1 ${f(CX + r * 0.2)} ${f(CY - r * 0.97)}" stroke="#fff" stroke-opacity="0.35" stroke-width="5" fill="none"/>`
  );
}

function riceGrains(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  base = '#fbf7ee',
): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = ctx.r() * Math.PI * 2;
    const d = Math.sqrt(ctx.r());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="5" ry="2.6" transform="rotate(${f(ctx.r() * 180)} ${f(x)} ${f(y)})" fill="${shade(base, ctx.r() * 0.1 - 0.06)}" stroke="${shade(base, -0.12)}" stroke-width="0.6"/>`;
  }
  return out;
}

function sesame(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  c = '#f4ead2',
): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = ctx.r() * Math.PI * 2;
    const d = Math.sqrt(ctx.r());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    const dark = ctx.r() < 0.3;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="2.4" ry="1.4" transform="rotate(${f(ctx.r() * 180)} ${f(x)} ${f(y)})" fill="${dark ? '#2a2a2a' : c}"/>`;
  }
  return out;
}

function leaf(x: number, y: number, s: number, rot: number, c: string): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${f(s)})"><path d="M0 0 C 20 -22, 60 -22, 80 0 C 60 22, 20 22, 0 0 Z" fill="${c}"/><path d="M4 0 L 76 0" stroke="${shade(c, -0.3)}" stroke-width="2"/>${[
    16, 32, 48, 62,
  ]
    .map(
      (p) =>
        `<path d="M${p} 0 L ${p + 10} -10 M${p} 0 L ${p + 10} 10" stroke="${shade(c, -0.25)}" stroke-width="1.2"/>`,
    )
    .join('')}</g>`;
}

function garnish(ctx: Ctx, x: number, y: number): string {
  // Wasabi and pickled ginger: the classic corner of a sushi plate.
  let out = `<path d="M ${f(x - 22)} ${f(y + 8)} Q ${f(x)} ${f(y - 26)} ${f(x + 22)} ${f(y + 8)} Z" fill="#8fbf3f"/><path d="M ${f(x - 12)} ${f(y)} Q ${f(x)} ${f(y - 14)} ${f(x + 10)} ${f(y)}" stroke="#b7db6a" stroke-width="3" fill="none"/>`;
  for (let i = 0; i < 4; i++) {
    const gx = x + 50 + i * 7;
    const gy = y - 6 + ctx.r() * 8;
    out += `<ellipse cx="${f(gx)}" cy="${f(gy)}" rx="20" ry="13" transform="rotate(${f(-30 + i * 20)} ${f(gx)} ${f(gy)})" fill="#f6c7b8" stroke="#eaa28e" stroke-width="1.5" opacity="0.95"/>`;
  }
  return out;
}

function fishSlice(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  rot: number,
  c: string,
): string {
  const fill = linear(
    ctx,
    `fish${ctx.defs.length}`,
    [
      [0, shade(c, 0.18)],
      [0.5, c],
      [1, shade(c, -0.15)],
    ],
    false,
  );
  let stripes = '';
  const isSalmon = hex(c)[0] > 200 && hex(c)[1] > 90 && hex(c)[1] < 170;
  const n = isSalmon ? 5 : 2;
  for (let i = 1; i <= n; i++) {
    const sx = -w / 2 + (w / (n + 1)) * i;
    stripes += `<path d="M ${f(sx - 8)} ${f(-h / 2 + 4)} Q ${f(sx + 6)} 0 ${f(sx - 4)} ${f(h / 2 - 4)}" stroke="${shade(c, 0.55)}" stroke-width="${isSalmon ? 3.5 : 1.5}" fill="none" opacity="${isSalmon ? 0.85 : 0.35}"/>`;
  }
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${w}" height="${h}" rx="${f(h / 2.2)}" fill="${fill}"/>${stripes}<rect x="${f(-w / 2 + 8)}" y="${f(-h / 2 + 4)}" width="${f(w * 0.6)}" height="5" rx="2.5" fill="#fff" opacity="0.35"/></g>`;
}

const NORI = '#1f2a1c';

const drawers: Record<ArtKind, (ctx: Ctx, item: MenuItem) => string> = {
  nigiri(ctx) {
    let out = rectPlate(ctx, 520, 300);
    const gunkan = ctx.colors.includes(NORI);
    for (let i = 0; i < 2; i++) {
      const x = CX - 100 + i * 190;
      const y = CY - 10 + (i ? 8 : -4);
      out += shadow(ctx, x + 6, y + 26, 84, 40, 0.5);
      if (gunkan) {
        out += `<ellipse cx="${x}" cy="${y + 10}" rx="78" ry="52" fill="${NORI}"/><ellipse cx="${x}" cy="${y - 4}" rx="70" ry="44" fill="#2c3a28"/>`;
        for (let k = 0; k < 46; k++) {
          const a = ctx.r() * Math.PI * 2;
          const d = Math.sqrt(ctx.r());
          out += `<circle cx="${f(x + Math.cos(a) * 60 * d)}" cy="${f(y - 6 + Math.sin(a) * 36 * d)}" r="8" fill="${color(ctx, 0)}"/><circle cx="${f(x + Math.cos(a) * 60 * d - 2)}" cy="${f(y - 8 + Math.sin(a) * 36 * d)}" r="2.5" fill="#fff" opacity="0.7"/>`;
        }
      } else {
        out +=
          `<ellipse cx="${x}" cy="${y + 12}" rx="76" ry="40" fill="#f6f1e4"/>` +
          riceGrains(ctx, x, y + 12, 70, 34, 60);
        out += fishSlice(ctx, x, y - 6, 180, 70, -8 + ctx.r() * 6, color(ctx, 0));
        if (ctx.colors[1] && !gunkan) {
          out += `<path d="M ${x - 70} ${y - 16} Q ${x} ${y - 32} ${x + 70} ${y - 10}" stroke="${color(ctx, 1)}" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.9"/>`;
        }
        if (color(ctx, 0) === '#f6c945')
          out += `<rect x="${x - 14}" y="${y - 44}" width="28" height="92" fill="${NORI}"/>`;
      }
    }
    return out + garnish(ctx, CX - 210, CY + 95);
  },
  sashimi(ctx) {
    let out = roundPlate(ctx, 255);
    out += leaf(CX - 190, CY - 60, 2.2, -15, '#3f8f3a');
    for (let i = 0; i < 50; i++) {
      out += `<path d="M ${f(CX - 200 + ctx.r() * 90)} ${f(CY + 20 + ctx.r() * 110)} q 30 ${f(-10 + ctx.r() * 20)} 60 0" stroke="#f7f7f2" stroke-width="2.5" fill="none" opacity="0.9"/>`;
    }
    // Slices shingled in rows, one row per fish.
    const kinds = Math.min(ctx.colors.length, 3);
    const rows = kinds === 1 ? 1 : kinds;
    const per = kinds === 1 ? 5 : 3;
    for (let row = 0; row < rows; row++) {
      const y0 = CY - (rows - 1) * 62 + row * 124 - (rows === 1 ? 10 : 0);
      for (let i = per - 1; i >= 0; i--) {
        const x = CX + 10 + (i - (per - 1) / 2) * (rows === 1 ? 42 : 48);
        out += fishSlice(
          ctx,
          x,
          y0 + i * 3,
          rows === 1 ? 110 : 96,
          rows === 1 ? 190 : 110,
          14,
          color(ctx, row),
        );
      }
    }
    return out + `<circle cx="${CX + 170}" cy="${CY + 130}" r="16" fill="#8fbf3f"/>`;
  },
  maki(ctx, item) {
    const uramaki = item.dmi_slu_id === 5 || item.dmi_slu_id === 16;
    let out = rectPlate(ctx, 540, 360);
    const count = uramaki ? 8 : 6;
    const cols = count / 2;
    const pr = uramaki ? 54 : 48;
    for (let i = 0; i < count; i++) {
      const row = Math.floor(i / cols);
      const col = i % cols;
      const x = CX - ((cols - 1) * pr * 2.15) / 2 + col * pr * 2.15 + (row ? 14 : 0);
      const y = CY - 62 + row * 124;
      out += shadow(ctx, x + 5, y + 12, pr, pr * 0.9, 0.5);
      if (uramaki) {
        out +=
          `<circle cx="${f(x)}" cy="${f(y)}" r="${pr}" fill="#f6f1e4"/>` +
          sesame(ctx, x, y, pr - 4, pr - 4, 26);
        out += riceGrains(ctx, x, y, pr - 6, pr - 6, 22);
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(pr * 0.6)}" fill="none" stroke="${NORI}" stroke-width="4"/>`;
        const fillings = ctx.colors.slice(0, 3);
        fillings.forEach((c, k) => {
          const a = (k / fillings.length) * Math.PI * 2 + ctx.r();
          out += `<ellipse cx="${f(x + Math.cos(a) * pr * 0.25)}" cy="${f(y + Math.sin(a) * pr * 0.25)}" rx="${f(pr * 0.26)}" ry="${f(pr * 0.18)}" transform="rotate(${f(ctx.r() * 180)} ${f(x)} ${f(y)})" fill="${c}"/>`;
        });
        if (ctx.colors.length > 3 || item.menu_item_id % 3 === 0) {
          out += `<path d="M ${f(x - pr)} ${f(y - pr * 0.4)} Q ${f(x)} ${f(y - pr * 1.25)} ${f(x + pr)} ${f(y - pr * 0.4)}" fill="${color(ctx, i % 2)}" opacity="0.95"/>`;
        }
      } else {
        out +=
          `<circle cx="${f(x)}" cy="${f(y)}" r="${pr}" fill="${NORI}"/><circle cx="${f(x)}" cy="${f(y)}" r="${pr - 6}" fill="#f6f1e4"/>` +
          riceGrains(ctx, x, y, pr - 10, pr - 10, 18);
        out += `<rect x="${f(x - pr * 0.3)}" y="${f(y - pr * 0.3)}" width="${f(pr * 0.6)}" height="${f(pr * 0.6)}" rx="6" fill="${color(ctx, 0)}"/>`;
        if (ctx.colors.length > 2)
          out += `<circle cx="${f(x + 8)}" cy="${f(y + 6)}" r="${f(pr * 0.18)}" fill="${color(ctx, 1)}"/>`;
      }
    }
    return out + garnish(ctx, CX + 150, CY + 150);
  },
  temaki(ctx) {
    let out = rectPlate(ctx, 460, 300);
    out += shadow(ctx, CX + 20, CY + 40, 200, 60, 0.5);
    out += `<g transform="rotate(-28 ${CX} ${CY})">`;
    out += `<path d="M ${CX + 210} ${CY + 20} L ${CX - 120} ${CY - 110} Q ${CX - 170} ${CY} ${CX - 120} ${CY + 120} Z" fill="${NORI}"/>`;
    out += `<path d="M ${CX + 200} ${CY + 20} L ${CX - 100} ${CY - 90} L ${CX - 100} ${CY + 100} Z" fill="#2b3a27" opacity="0.8"/>`;
    out +=
      `<ellipse cx="${CX - 125}" cy="${CY + 5}" rx="38" ry="108" fill="#f6f1e4"/>` +
      riceGrains(ctx, CX - 125, CY + 5, 30, 96, 40);
    out += `<ellipse cx="${CX - 150}" cy="${CY - 40}" rx="40" ry="30" fill="${color(ctx, 0)}"/><ellipse cx="${CX - 155}" cy="${CY + 30}" rx="36" ry="26" fill="${color(ctx, 1)}"/>`;
    out += leaf(CX - 160, CY - 10, 1.1, 200, '#6fae4a');
    out += `</g>`;
    return out + garnish(ctx, CX + 80, CY + 110);
  },
  soup(ctx) {
    const broth = color(ctx, 0);
    const fill = radial(ctx, 'broth', [
      [0, shade(broth, 0.2)],
      [1, shade(broth, -0.15)],
    ]);
    let inner = `<circle cx="${CX}" cy="${CY}" r="184" fill="${fill}"/>`;
    for (let i = 0; i < 9; i++) {
      const x = CX - 110 + ctx.r() * 220;
      const y = CY - 110 + ctx.r() * 220;
      inner += `<rect x="${f(x)}" y="${f(y)}" width="30" height="30" rx="5" transform="rotate(${f(ctx.r() * 60)} ${f(x)} ${f(y)})" fill="${color(ctx, 1)}" opacity="0.95"/>`;
    }
    for (let i = 0; i < 6; i++) {
      const x = CX - 120 + ctx.r() * 240;
      const y = CY - 120 + ctx.r() * 240;
      inner += `<path d="M ${f(x)} ${f(y)} q 20 -18 44 -4 q -14 18 -44 4" fill="${color(ctx, 2)}" opacity="0.85"/>`;
    }
    for (let i = 0; i < 14; i++) {
      inner += `<circle cx="${f(CX - 130 + ctx.r() * 260)}" cy="${f(CY - 130 + ctx.r() * 260)}" r="7" fill="none" stroke="#7fbf4a" stroke-width="3.5"/>`;
    }
    inner += `<ellipse cx="${CX - 60}" cy="${CY - 80}" rx="70" ry="24" fill="#fff" opacity="0.12"/>`;
    return bowl(ctx, 230, inner);
  },
  ramen(ctx) {
    const broth = color(ctx, 0);
    const fill = radial(ctx, 'ramen', [
      [0, shade(broth, 0.15)],
      [1, shade(broth, -0.2)],
    ]);
    let inner = `<circle cx="${CX}" cy="${CY}" r="215" fill="${fill}"/>`;
    // Noodles rising out of the broth: wavy strands, the far ones faded under the surface.
    for (let i = 0; i < 34; i++) {
      const x0 = CX - 150 + ctx.r() * 120;
      const y0 = CY + 40 + ctx.r() * 110;
      const len = 160 + ctx.r() * 140;
      const amp = 6 + ctx.r() * 6;
      let d = `M ${f(x0)} ${f(y0)}`;
      for (let k = 1; k <= 6; k++)
        d += ` q ${f(len / 12)} ${f(k % 2 ? -amp : amp)} ${f(len / 6)} ${f(-8 + ctx.r() * 10)}`;
      inner += `<path d="${d}" stroke="${shade('#f1d48a', ctx.r() * 0.15 - 0.1)}" stroke-width="6" fill="none" stroke-linecap="round" opacity="${f(0.55 + ctx.r() * 0.45)}"/>`;
    }
    inner += `<rect x="${CX + 60}" y="${CY - 190}" width="110" height="150" rx="6" transform="rotate(18 ${CX + 110} ${CY - 110})" fill="${NORI}"/>`;
    for (let i = 0; i < 3; i++) {
      const x = CX - 150 + i * 58;
      inner += `<ellipse cx="${x}" cy="${CY - 90 + i * 8}" rx="44" ry="38" fill="${color(ctx, 1)}" stroke="${shade(color(ctx, 1), -0.3)}" stroke-width="4"/>`;
      inner += `<path d="M ${x - 28} ${CY - 90 + i * 8} q 28 -18 56 0" stroke="${shade(color(ctx, 1), 0.3)}" stroke-width="3" fill="none"/>`;
    }
    for (let i = 0; i < 2; i++) {
      const x = CX + 20 + i * 70;
      const y = CY + 10 + i * 20;
      inner += `<ellipse cx="${x}" cy="${y}" rx="40" ry="32" fill="#fbf7ee"/><circle cx="${x}" cy="${y}" r="18" fill="${shade('#f6a623', -0.05)}"/><circle cx="${x - 5}" cy="${y - 5}" r="6" fill="#fff" opacity="0.4"/>`;
    }
    for (let i = 0; i < 18; i++) {
      inner += `<circle cx="${f(CX - 60 + ctx.r() * 140)}" cy="${f(CY + 90 + ctx.r() * 60)}" r="7" fill="none" stroke="${color(ctx, 2)}" stroke-width="4"/>`;
    }
    return bowl(ctx, 260, inner);
  },
  rice(ctx) {
    let inner =
      `<circle cx="${CX}" cy="${CY}" r="190" fill="#f6f1e4"/>` +
      riceGrains(ctx, CX, CY, 180, 180, 260, color(ctx, 1) === '#fbf7ee' ? '#fbf7ee' : '#f8f2e2');
    const top = ctx.colors;
    if (top[0] === '#fbf7ee') {
      inner += sesame(ctx, CX, CY, 60, 60, 20, '#2a2a2a');
    } else {
      const toppings = top.filter((c) => !isPale(c));
      toppings.forEach((c, i) => {
        // The first colour is the main topping: a generous heap in one half of the bowl.
        const n = i === 0 ? 10 : 6;
        const a = (i / toppings.length) * Math.PI * 2 - 0.6;
        const pts = scatter(
          ctx,
          n,
          i === 0 ? 100 : 60,
          CX + Math.cos(a) * (i === 0 ? 40 : 100),
          CY + Math.sin(a) * (i === 0 ? 40 : 100),
        );
        for (const [px, py] of pts) {
          const w = i === 0 ? 52 : 34;
          const h = i === 0 ? 36 : 26;
          inner += `<rect x="${f(px - w / 2)}" y="${f(py - h / 2)}" width="${w}" height="${h}" rx="10" transform="rotate(${f(ctx.r() * 90)} ${f(px)} ${f(py)})" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="2"/><rect x="${f(px - w / 2 + 6)}" y="${f(py - h / 2 + 4)}" width="${f(w * 0.5)}" height="5" rx="2.5" transform="rotate(${f(ctx.r() * 20)} ${f(px)} ${f(py)})" fill="#fff" opacity="0.3"/>`;
        }
      });
      inner += sesame(ctx, CX, CY, 170, 170, 40);
    }
    return bowl(ctx, 238, inner);
  },
  salad(ctx) {
    let out = roundPlate(ctx, 250);
    const greens = ['#5f9a3a', '#7cb84a', '#4f8a2e', '#93c45a'];
    for (let i = 0; i < 14; i++) {
      const a = ctx.r() * Math.PI * 2;
      const d = 40 + ctx.r() * 120;
      out += leaf(
        CX + Math.cos(a) * d - 40,
        CY + Math.sin(a) * d,
        1.2 + ctx.r() * 0.6,
        ctx.r() * 360,
        pick(ctx.r, greens),
      );
    }
    ctx.colors.forEach((c, i) => {
      for (const [x, y] of scatter(ctx, 7, 160)) {
        out +=
          i % 2
            ? `<ellipse cx="${f(x)}" cy="${f(y)}" rx="22" ry="13" transform="rotate(${f(ctx.r() * 180)} ${f(x)} ${f(y)})" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="2"/>`
            : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(14 + ctx.r() * 10)}" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="2"/><circle cx="${f(x - 4)}" cy="${f(y - 4)}" r="4" fill="#fff" opacity="0.35"/>`;
      }
    });
    return out + sesame(ctx, CX, CY, 150, 150, 30);
  },
  fried(ctx) {
    let out = roundPlate(ctx, 250);
    out += `<circle cx="${CX + 150}" cy="${CY + 120}" r="48" fill="#3a2418" stroke="#222" stroke-width="6"/><circle cx="${CX + 142}" cy="${CY + 112}" r="16" fill="#fff" opacity="0.15"/>`;
    for (let i = 0; i < 5; i++) {
      const a = -2.9 + i * 0.62;
      const x = CX - 10 + Math.cos(a) * 120;
      const y = CY + 10 + Math.sin(a) * 120;
      const c = color(ctx, 0);
      const pts: string[] = [];
      for (let k = 0; k < 14; k++) {
        const t = (k / 14) * Math.PI * 2;
        const rr = 1 + (ctx.r() - 0.5) * 0.35;
        pts.push(`${f(Math.cos(t) * 80 * rr)},${f(Math.sin(t) * 36 * rr)}`);
      }
      out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a * 57.3)})"><polygon points="${pts.join(' ')}" fill="${shade(c, 0.05)}" stroke="${shade(c, -0.2)}" stroke-width="3"/>`;
      for (let k = 0; k < 16; k++)
        out += `<circle cx="${f(-60 + ctx.r() * 120)}" cy="${f(-24 + ctx.r() * 48)}" r="${f(2 + ctx.r() * 3)}" fill="${shade(c, 0.35)}"/>`;
      if (ctx.colors[1]) out += `<ellipse cx="74" cy="0" rx="14" ry="10" fill="${color(ctx, 1)}"/>`;
      out += `</g>`;
    }
    return out + leaf(CX - 170, CY + 110, 1.2, -30, '#5f9a3a');
  },
  skewer(ctx) {
    let out = rectPlate(ctx, 540, 320);
    for (let s = 0; s < 3; s++) {
      const y = CY - 90 + s * 90;
      out += shadow(ctx, CX, y + 24, 220, 30, 0.45);
      out += `<rect x="${CX - 250}" y="${y - 4}" width="500" height="8" rx="4" fill="#d9b27a"/>`;
      for (let k = 0; k < 4; k++) {
        const x = CX - 150 + k * 92;
        const c = color(ctx, (k + s) % ctx.colors.length);
        const grad = radial(ctx, `sk${s}${k}`, [
          [0, shade(c, 0.2)],
          [1, shade(c, -0.25)],
        ]);
        out += `<rect x="${x - 40}" y="${y - 36}" width="80" height="72" rx="22" fill="${grad}"/>`;
        for (let g = 0; g < 3; g++)
          out += `<path d="M ${x - 30 + g * 22} ${y - 30} l 14 60" stroke="${shade(c, -0.55)}" stroke-width="5" opacity="0.7" stroke-linecap="round"/>`;
      }
    }
    return out + sesame(ctx, CX, CY, 220, 130, 50);
  },
  dumpling(ctx) {
    let out = roundPlate(ctx, 250);
    const balls =
      ctx.colors.length > 2 || ctx.colors[1] === '#d8402a' ? ctx.colors[0] === '#b8702e' : false;
    if (balls) {
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        const x = CX + Math.cos(a) * 110;
        const y = CY + Math.sin(a) * 110;
        const g = radial(ctx, `ball${i}`, [
          [0, shade(color(ctx, 0), 0.3)],
          [1, shade(color(ctx, 0), -0.25)],
        ]);
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="64" fill="${g}"/>`;
        out += `<path d="M ${f(x - 48)} ${f(y - 10)} q 24 -22 48 0 t 48 0" stroke="${color(ctx, 1)}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
        out += `<path d="M ${f(x - 30)} ${f(y + 12)} q 15 -10 30 0 t 30 0" stroke="${color(ctx, 2) ?? '#fff'}" stroke-width="5" fill="none"/>`;
      }
      for (let i = 0; i < 20; i++)
        out += `<path d="M ${f(CX - 120 + ctx.r() * 240)} ${f(CY - 120 + ctx.r() * 240)} l 8 -4 l 6 6 z" fill="#d9a070"/>`;
      return out;
    }
    for (let i = 0; i < 5; i++) {
      const y = CY - 140 + i * 68;
      const x = CX - 10 + (i % 2) * 30;
      out += `<path d="M ${x - 110} ${y + 20} Q ${x} ${y - 60} ${x + 110} ${y + 20} Q ${x} ${y + 44} ${x - 110} ${y + 20} Z" fill="${color(ctx, 0)}" stroke="${shade(color(ctx, 0), -0.15)}" stroke-width="3"/>`;
      out += `<path d="M ${x - 100} ${y + 24} Q ${x} ${y + 46} ${x + 100} ${y + 24} L ${x + 90} ${y + 32} Q ${x} ${y + 50} ${x - 90} ${y + 32} Z" fill="${color(ctx, 1)}" opacity="0.9"/>`;
      for (let k = 0; k < 6; k++)
        out += `<path d="M ${x - 60 + k * 24} ${y - 12} q 6 -14 12 0" stroke="${shade(color(ctx, 0), -0.2)}" stroke-width="3" fill="none"/>`;
    }
    return (
      out +
      `<circle cx="${CX + 160}" cy="${CY + 150}" r="40" fill="#5a2a14" stroke="#1e1e22" stroke-width="6"/>`
    );
  },
  pizza(ctx) {
    let out =
      shadow(ctx, CX + 10, CY + 18, 270, 262) +
      `<circle cx="${CX}" cy="${CY}" r="274" fill="#8a6a44"/><circle cx="${CX}" cy="${CY}" r="266" fill="#a88658"/>`;
    const crust = radial(
      ctx,
      'crust',
      [
        [0.78, '#f0c983'],
        [0.93, '#d89a4a'],
        [1, '#a8672a'],
      ],
      0.5,
      0.5,
    );
    out += `<circle cx="${CX}" cy="${CY}" r="250" fill="${crust}"/>`;
    for (let i = 0; i < 26; i++) {
      const a = ctx.r() * Math.PI * 2;
      const d = 226 + ctx.r() * 18;
      out += `<ellipse cx="${f(CX + Math.cos(a) * d)}" cy="${f(CY + Math.sin(a) * d)}" rx="${f(6 + ctx.r() * 12)}" ry="${f(4 + ctx.r() * 6)}" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(CX + Math.cos(a) * d)} ${f(CY + Math.sin(a) * d)})" fill="#6a3a14" opacity="${f(0.35 + ctx.r() * 0.4)}"/>`;
    }
    const tomato = ctx.colors[0] === '#d8342a';
    const sauce = tomato
      ? radial(
          ctx,
          'sauce',
          [
            [0, '#e84a30'],
            [0.8, '#c92a1e'],
            [1, '#a8201a'],
          ],
          0.5,
          0.5,
        )
      : radial(
          ctx,
          'bianca',
          [
            [0, '#fff8e6'],
            [1, '#efdcb4'],
          ],
          0.5,
          0.5,
        );
    out += blob(ctx, CX, CY, 214, sauce);
    for (let i = 0; i < 30; i++) {
      const [x, y] = scatter(ctx, 1, 190)[0]!;
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(2 + ctx.r() * 5)}" fill="${tomato ? '#f06a4a' : '#e2c88e'}" opacity="0.5"/>`;
    }
    if (ctx.colors.includes('#fbf3dc') || !tomato) {
      for (const [x, y] of scatter(ctx, tomato ? 11 : 16, 165)) {
        out += blob(ctx, x, y, 30 + ctx.r() * 14, '#fbf3dc', '#f1dca8');
        out += `<circle cx="${f(x + 8)}" cy="${f(y - 6)}" r="${f(3 + ctx.r() * 4)}" fill="#e0b060" opacity="0.7"/>`;
      }
    }
    ctx.colors.slice(1).forEach((c, i) => {
      if (c === '#fbf3dc') return;
      for (const [x, y] of scatter(ctx, c === '#3f8f3a' ? 7 : 9, 175)) {
        out +=
          c === '#3f8f3a'
            ? leaf(x, y, 0.5, ctx.r() * 360, c)
            : i % 2
              ? `<circle cx="${f(x)}" cy="${f(y)}" r="20" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="3"/><circle cx="${f(x - 5)}" cy="${f(y - 5)}" r="5" fill="#fff" opacity="0.3"/>`
              : `<ellipse cx="${f(x)}" cy="${f(y)}" rx="28" ry="15" transform="rotate(${f(ctx.r() * 180)} ${f(x)} ${f(y)})" fill="${c}" stroke="${shade(c, -0.2)}" stroke-width="2"/>`;
      }
    });
    for (let i = 0; i < 4; i++) {
      const a = (i / 4) * Math.PI * 2 + 0.4;
      out += `<line x1="${CX}" y1="${CY}" x2="${f(CX + Math.cos(a) * 250)}" y2="${f(CY + Math.sin(a) * 250)}" stroke="#5a3410" stroke-opacity="0.3" stroke-width="3"/>`;
    }
    return out;
  },
  pasta(ctx) {
    let out = roundPlate(ctx, 260);
    const noodle = color(ctx, 0);
    const sauce = ctx.colors[1];
    out += shadow(ctx, CX + 4, CY + 10, 160, 150, 0.3);
    if (sauce && !isPale(sauce)) out += blob(ctx, CX + 6, CY + 4, 150, shade(sauce, 0.05));
    // A nest of strands: random curves inside the mound, darker underneath, lighter on top.
    const inDisc = (r: number): [number, number] => {
      const a = ctx.r() * Math.PI * 2;
      const d = Math.sqrt(ctx.r()) * r;
      return [CX + Math.cos(a) * d, CY + Math.sin(a) * d];
    };
    for (let layer = 0; layer < 3; layer++) {
      for (let i = 0; i < 26; i++) {
        const [x1, y1] = inDisc(150 - layer * 25);
        const [x2, y2] = inDisc(150 - layer * 25);
        const [c1x, c1y] = inDisc(170);
        const [c2x, c2y] = inDisc(170);
        out += `<path d="M ${f(x1)} ${f(y1)} C ${f(c1x)} ${f(c1y)}, ${f(c2x)} ${f(c2y)}, ${f(x2)} ${f(y2)}" stroke="${shade(noodle, -0.18 + layer * 0.1 + ctx.r() * 0.06)}" stroke-width="${f(8 - layer)}" fill="none" stroke-linecap="round"/>`;
      }
    }
    if (sauce && !isPale(sauce)) {
      for (const [x, y] of scatter(ctx, 7, 110)) out += blob(ctx, x, y, 16 + ctx.r() * 12, sauce);
    }
    ctx.colors.slice(1).forEach((c, i) => {
      for (const [x, y] of scatter(ctx, i === 0 ? 10 : 6, 140)) {
        out +=
          c === '#3f8f3a' ||
          c === '#5aa03a' ||
          c === '#4f9a3a' ||
          c === '#6fae4a' ||
          c === '#8cc46a'
            ? leaf(x, y, 0.45, ctx.r() * 360, c)
            : `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(16 + ctx.r() * 8)}" ry="${f(11 + ctx.r() * 6)}" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="2"/>`;
      }
    });
    for (let i = 0; i < 40; i++)
      out += `<circle cx="${f(CX - 120 + ctx.r() * 240)}" cy="${f(CY - 120 + ctx.r() * 240)}" r="1.8" fill="#2a2a2a" opacity="0.7"/>`;
    return out;
  },
  dessert(ctx) {
    let out = roundPlate(ctx, 240);
    const n = ctx.colors.length >= 3 ? 3 : 2;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 - Math.PI / 2;
      const x = CX + Math.cos(a) * 80;
      const y = CY + Math.sin(a) * 70;
      const c = color(ctx, i);
      const g = radial(ctx, `sc${i}`, [
        [0, shade(c, 0.35)],
        [0.7, c],
        [1, shade(c, -0.2)],
      ]);
      out +=
        shadow(ctx, x + 6, y + 20, 80, 50, 0.35) +
        `<circle cx="${f(x)}" cy="${f(y)}" r="86" fill="${g}"/>`;
      out += `<path d="M ${f(x - 70)} ${f(y + 40)} q 18 14 36 0 t 36 0 t 36 0 t 30 -6" stroke="${shade(c, -0.1)}" stroke-width="6" fill="none"/>`;
      out += `<ellipse cx="${f(x - 26)}" cy="${f(y - 34)}" rx="24" ry="12" fill="#fff" opacity="0.35"/>`;
    }
    out +=
      leaf(CX + 120, CY + 120, 0.7, -40, '#5aa03a') + leaf(CX + 110, CY + 130, 0.6, 10, '#6fae4a');
    return out;
  },
  cake(ctx) {
    let out = roundPlate(ctx, 240);
    const top = color(ctx, 0);
    const cream = color(ctx, 1);
    const base = color(ctx, 2);
    out += shadow(ctx, CX + 14, CY + 60, 190, 70, 0.45);
    out += `<path d="M ${CX - 180} ${CY + 20} L ${CX + 150} ${CY - 90} L ${CX + 170} ${CY + 70} L ${CX - 170} ${CY + 130} Z" fill="${shade(base, -0.1)}"/>`;
    out += `<path d="M ${CX - 180} ${CY + 20} L ${CX + 150} ${CY - 90} L ${CX + 160} ${CY - 40} L ${CX - 175} ${CY + 70} Z" fill="${cream}"/>`;
    out += `<path d="M ${CX - 180} ${CY + 20} L ${CX + 150} ${CY - 90} L ${CX + 155} ${CY - 70} L ${CX - 178} ${CY + 42} Z" fill="${top}"/>`;
    out += `<path d="M ${CX - 175} ${CY + 70} L ${CX + 160} ${CY - 40} L ${CX + 165} ${CY + 10} L ${CX - 172} ${CY + 100} Z" fill="${base}"/>`;
    for (let i = 0; i < 60; i++)
      out += `<circle cx="${f(CX - 160 + ctx.r() * 300)}" cy="${f(CY - 60 + ctx.r() * 60)}" r="1.8" fill="${shade(top, -0.35)}"/>`;
    for (let i = 0; i < 3; i++)
      out += `<circle cx="${CX + 120 - i * 40}" cy="${CY + 150 - i * 4}" r="10" fill="${shade(top, -0.2)}" opacity="0.8"/>`;
    return out + leaf(CX + 40, CY - 140, 0.7, 20, '#5aa03a');
  },
  drink(ctx) {
    let out = '';
    const liquid = color(ctx, 0);
    const light = color(ctx, 1);
    out += shadow(ctx, CX + 16, CY + 230, 130, 26, 0.5);
    const glass = linear(
      ctx,
      'glass',
      [
        [0, 'rgba(255,255,255,0.35)'],
        [0.5, 'rgba(255,255,255,0.08)'],
        [1, 'rgba(255,255,255,0.3)'],
      ],
      false,
    );
    const liq = linear(ctx, 'liq', [
      [0, shade(liquid, 0.25)],
      [1, shade(liquid, -0.2)],
    ]);
    out += `<path d="M ${CX - 120} ${CY - 200} L ${CX + 120} ${CY - 200} L ${CX + 96} ${CY + 220} Q ${CX} ${CY + 236} ${CX - 96} ${CY + 220} Z" fill="${glass}" stroke="rgba(255,255,255,0.6)" stroke-width="4"/>`;
    out += `<path d="M ${CX - 112} ${CY - 120} L ${CX + 112} ${CY - 120} L ${CX + 92} ${CY + 212} Q ${CX} ${CY + 226} ${CX - 92} ${CY + 212} Z" fill="${liq}" opacity="0.92"/>`;
    out += `<ellipse cx="${CX}" cy="${CY - 120}" rx="112" ry="14" fill="${light}" opacity="0.9"/>`;
    for (let i = 0; i < 4; i++) {
      const x = CX - 60 + ctx.r() * 100;
      const y = CY - 100 + ctx.r() * 90;
      out += `<rect x="${f(x)}" y="${f(y)}" width="52" height="52" rx="8" transform="rotate(${f(ctx.r() * 40)} ${f(x)} ${f(y)})" fill="#ffffff" opacity="0.28" stroke="#fff" stroke-opacity="0.5"/>`;
    }
    for (let i = 0; i < 24; i++)
      out += `<circle cx="${f(CX - 80 + ctx.r() * 160)}" cy="${f(CY - 90 + ctx.r() * 290)}" r="${f(2 + ctx.r() * 3)}" fill="#fff" opacity="0.55"/>`;
    out += `<rect x="${CX - 100}" y="${CY - 190}" width="14" height="380" rx="7" fill="#fff" opacity="0.35"/>`;
    out += `<circle cx="${CX + 110}" cy="${CY - 196}" r="46" fill="${shade(light, -0.1)}" stroke="${shade(light, -0.35)}" stroke-width="6"/><circle cx="${CX + 110}" cy="${CY - 196}" r="30" fill="${shade(light, 0.3)}"/>`;
    return out;
  },
  bottle(ctx) {
    const c = color(ctx, 0);
    const label = color(ctx, 1);
    const body = linear(
      ctx,
      'bottle',
      [
        [0, shade(c, -0.2)],
        [0.35, shade(c, 0.3)],
        [1, shade(c, -0.3)],
      ],
      false,
    );
    let out = shadow(ctx, CX + 20, CY + 250, 120, 24, 0.5);
    out += `<path d="M ${CX - 34} ${CY - 270} L ${CX + 34} ${CY - 270} L ${CX + 34} ${CY - 170} Q ${CX + 100} ${CY - 120} ${CX + 100} ${CY - 40} L ${CX + 100} ${CY + 240} Q ${CX} ${CY + 260} ${CX - 100} ${CY + 240} L ${CX - 100} ${CY - 40} Q ${CX - 100} ${CY - 120} ${CX - 34} ${CY - 170} Z" fill="${body}"/>`;
    out += `<rect x="${CX - 38}" y="${CY - 292}" width="76" height="30" rx="6" fill="${shade(label, -0.1)}"/>`;
    out += `<rect x="${CX - 100}" y="${CY + 10}" width="200" height="120" fill="${label}"/><path d="M ${CX - 70} ${CY + 70} q 35 -40 70 0 t 70 0" stroke="#fff" stroke-width="8" fill="none" opacity="0.85"/>`;
    out += `<rect x="${CX - 74}" y="${CY - 100}" width="16" height="320" rx="8" fill="#fff" opacity="0.3"/>`;
    out += `<g transform="translate(${CX + 170} ${CY + 130})"><path d="M -50 -80 L 50 -80 L 40 90 L -40 90 Z" fill="rgba(255,255,255,0.25)" stroke="rgba(255,255,255,0.6)" stroke-width="3"/><path d="M -46 -30 L 46 -30 L 40 88 L -40 88 Z" fill="${shade(c, 0.1)}" opacity="0.8"/></g>`;
    return out;
  },
  tea(ctx) {
    const liquid = color(ctx, 0);
    const cup = color(ctx, 1);
    let out = shadow(ctx, CX + 14, CY + 24, 190, 180);
    out += `<circle cx="${CX}" cy="${CY}" r="200" fill="${radial(ctx, 'saucer', [
      [0, '#f4efe4'],
      [1, '#cfc6b4'],
    ])}"/>`;
    out += `<circle cx="${CX}" cy="${CY}" r="150" fill="${cup}"/><circle cx="${CX}" cy="${CY}" r="128" fill="${shade(cup, 0.6)}"/>`;
    out += `<circle cx="${CX}" cy="${CY}" r="116" fill="${radial(ctx, 'tea', [
      [0, shade(liquid, 0.25)],
      [1, shade(liquid, -0.15)],
    ])}"/>`;
    out += `<ellipse cx="${CX - 40}" cy="${CY - 50}" rx="44" ry="16" fill="#fff" opacity="0.3"/>`;
    for (let i = 0; i < 3; i++)
      out += `<path d="M ${CX - 40 + i * 40} ${CY - 150} q 20 -30 0 -60 t 0 -60" stroke="#fff" stroke-width="6" fill="none" opacity="0.25" stroke-linecap="round"/>`;
    return out + leaf(CX + 150, CY + 160, 0.8, -30, '#6a9a3a');
  },
  bento(ctx) {
    let out = shadow(ctx, CX + 14, CY + 24, 270, 250);
    out += `<rect x="${CX - 270}" y="${CY - 250}" width="540" height="500" rx="26" fill="#1c1a1a"/><rect x="${CX - 256}" y="${CY - 236}" width="512" height="472" rx="18" fill="#a8232a"/>`;
    const cells: Array<[number, number, number, number]> = [
      [CX - 246, CY - 226, 300, 220],
      [CX + 64, CY - 226, 172, 220],
      [CX - 246, CY + 4, 200, 222],
      [CX - 36, CY + 4, 272, 222],
    ];
    cells.forEach(([x, y, w, h], i) => {
      out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#161414"/>`;
      const c = color(ctx, i);
      if (i === 0) {
        for (let k = 0; k < 6; k++) {
          const px = x + 50 + (k % 3) * 100;
          const py = y + 60 + Math.floor(k / 3) * 100;
          out +=
            `<ellipse cx="${px}" cy="${py + 8}" rx="40" ry="24" fill="#f6f1e4"/>` +
            fishSlice(ctx, px, py, 96, 40, -6, color(ctx, k % 2));
        }
      } else if (i === 1) {
        for (let k = 0; k < 4; k++) {
          const px = x + 48 + (k % 2) * 80;
          const py = y + 60 + Math.floor(k / 2) * 100;
          out += `<circle cx="${px}" cy="${py}" r="36" fill="${NORI}"/><circle cx="${px}" cy="${py}" r="30" fill="#f6f1e4"/><circle cx="${px}" cy="${py}" r="12" fill="${c}"/>`;
        }
      } else if (i === 2) {
        out +=
          riceGrains(ctx, x + w / 2, y + h / 2, w / 2 - 12, h / 2 - 12, 120) +
          `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="20" fill="#c0283a"/>`;
      } else {
        out += leaf(x + 20, y + 60, 2.2, 10, '#4f8a2e');
        for (let k = 0; k < 5; k++)
          out += `<ellipse cx="${f(x + 60 + k * 44)}" cy="${f(y + 130 + (k % 2) * 20)}" rx="34" ry="26" fill="${color(ctx, k)}" stroke="${shade(color(ctx, k), -0.25)}" stroke-width="3"/>`;
      }
    });
    return out + garnish(ctx, CX + 130, CY + 180);
  },
};

function wrap(w: number, h: number, defs: string[], body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join('')}</defs>${body}</svg>`;
}

/** A seed from a dish's name (FNV-1a), so that its picture's layout follows the dish. */
function nameSeed(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The picture of one dish, as an SVG document of SIZE × SIZE. */
export function dishSvg(item: MenuItem): string {
  const ctx: Ctx = {
    r: rng(item.menu_item_id * 7919 + 17),
    colors: item.art.colors,
    defs: [],
    uid: 'd',
  };
  // Dishes of one kind share a drawing: each also gets its own table, turn, size and place on
  // the picture, from its name, so that no two dishes look alike in a thumbnail.
  const look = rng(nameSeed(item.item_name1));
  const table = Math.floor(look() * SURFACES.length);
  const turn = (look() - 0.5) * 70;
  const mirror = look() < 0.5 ? -1 : 1;
  const scale = 0.8 + look() * 0.22;
  const dx = (look() - 0.5) * 90;
  const dy = (look() - 0.5) * 70;
  const body =
    surface(ctx, SIZE, SIZE, table) +
    `<g transform="translate(${f(CX + dx)} ${f(CY + dy)}) rotate(${f(turn)}) scale(${f(mirror * scale)} ${f(scale)}) translate(${-CX} ${-CY})">` +
    drawers[item.art.kind](ctx, item) +
    '</g>';
  return wrap(SIZE, SIZE, ctx.defs, body);
}

/** The inner drawing of a dish (no background), for composing several on one picture. */
function dishGroup(item: MenuItem, uid: string, defs: string[]): string {
  const ctx: Ctx = { r: rng(item.menu_item_id * 7919 + 17), colors: item.art.colors, defs, uid };
  return drawers[item.art.kind](ctx, item);
}

export interface Placement {
  item: MenuItem;
  x: number;
  y: number;
  scale: number;
}

/** Several dishes laid on one table: menu covers, bulletins, the home background. */
export function spreadSvg(
  w: number,
  h: number,
  seed: number,
  placements: Placement[],
  overlay = '',
): string {
  const defs: string[] = [];
  const ctx: Ctx = { r: rng(seed), colors: [], defs, uid: 's' };
  let body = surface(ctx, w, h);
  placements.forEach((p, i) => {
    body += `<g transform="translate(${f(p.x - (SIZE / 2) * p.scale)} ${f(p.y - (SIZE / 2) * p.scale)}) scale(${p.scale})">${dishGroup(p.item, `p${i}_`, defs)}</g>`;
  });
  return wrap(w, h, defs, body + overlay);
}

/** Cherry-blossom petals scattered over a picture. */
export function petals(w: number, h: number, seed: number, n: number): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = r() * w;
    const y = r() * h;
    const s = 0.6 + r() * 1.2;
    out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(r() * 360)}) scale(${f(s)})"><path d="M0 0 C -10 -14, -4 -26, 0 -22 C 4 -26, 10 -14, 0 0 Z" fill="#f7b6c8" opacity="0.9"/><path d="M0 -4 L 0 -18" stroke="#e58aa6" stroke-width="1.2"/></g>`;
  }
  return out;
}

/** The restaurant logo: a five-petal cherry blossom on a round badge. */
export function logoSvg(): string {
  const size = 512;
  const c = size / 2;
  let petalsSvg = '';
  for (let i = 0; i < 5; i++) {
    const a = i * 72;
    petalsSvg += `<g transform="rotate(${a} ${c} ${c})"><path d="M ${c} ${c} C ${c - 70} ${c - 60}, ${c - 64} ${c - 170}, ${c - 14} ${c - 178} L ${c} ${c - 150} L ${c + 14} ${c - 178} C ${c + 64} ${c - 170}, ${c + 70} ${c - 60}, ${c} ${c} Z" fill="url(#petal)" stroke="#d9577e" stroke-width="4"/></g>`;
  }
  let stamens = '';
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    stamens += `<line x1="${c}" y1="${c}" x2="${f(c + Math.cos(a) * 52)}" y2="${f(c + Math.sin(a) * 52)}" stroke="#b83260" stroke-width="4"/><circle cx="${f(c + Math.cos(a) * 56)}" cy="${f(c + Math.sin(a) * 56)}" r="7" fill="#f2c14e"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs><radialGradient id="bg" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#2b2230"/><stop offset="1" stop-color="#141016"/></radialGradient><radialGradient id="petal" cx="0.5" cy="0.8" r="0.9"><stop offset="0" stop-color="#fde3ec"/><stop offset="1" stop-color="#f29bb8"/></radialGradient></defs><rect width="${size}" height="${size}" fill="#141016"/><circle cx="${c}" cy="${c}" r="${c - 12}" fill="url(#bg)" stroke="#c8a24a" stroke-width="10"/><circle cx="${c}" cy="${c}" r="${c - 34}" fill="none" stroke="#c8a24a" stroke-width="2" opacity="0.6"/>${petalsSvg}${stamens}<circle cx="${c}" cy="${c}" r="22" fill="#f2c14e"/></svg>`;
}

/** The steps of the guide pictures, in order. */
export const GUIDE_STEPS = ['scan', 'choose', 'send', 'enjoy'] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

/** The demo dishes (menu_item_id) on each guide picture (scan shows none). */
export const GUIDE_DISHES: Record<GuideStep, number[]> = {
  scan: [],
  choose: [401, 1001, 1201, 1601],
  send: [502, 1003, 1402],
  enjoy: [1103, 506, 1201, 1001],
};

/** A phone held upright: its body, and a light screen whose top left is (x + 14, y + 40). */
function phone(x: number, y: number, w: number, h: number, screen = '#f4f1ea'): string {
  return (
    `<rect x="${f(x + 8)}" y="${f(y + 12)}" width="${f(w)}" height="${f(h)}" rx="34" fill="#000" opacity="0.35"/>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="34" fill="#1b1b20" stroke="#54545c" stroke-width="3"/>` +
    `<rect x="${f(x + 14)}" y="${f(y + 40)}" width="${f(w - 28)}" height="${f(h - 80)}" rx="10" fill="${screen}"/>` +
    `<rect x="${f(x + w / 2 - 28)}" y="${f(y + 16)}" width="56" height="8" rx="4" fill="#3a3a42"/>`
  );
}

/** A QR-like code of `cells` × `cells` modules with its three finder squares. */
function qrPattern(r: Rand, x: number, y: number, size: number, cells = 21): string {
  const m = size / cells;
  const finder = (cx: number, cy: number) =>
    `<rect x="${f(x + cx * m)}" y="${f(y + cy * m)}" width="${f(7 * m)}" height="${f(7 * m)}" fill="#111"/>` +
    `<rect x="${f(x + (cx + 1) * m)}" y="${f(y + (cy + 1) * m)}" width="${f(5 * m)}" height="${f(5 * m)}" fill="#fff"/>` +
    `<rect x="${f(x + (cx + 2) * m)}" y="${f(y + (cy + 2) * m)}" width="${f(3 * m)}" height="${f(3 * m)}" fill="#111"/>`;
  let out = `<rect x="${f(x - m)}" y="${f(y - m)}" width="${f(size + 2 * m)}" height="${f(size + 2 * m)}" fill="#fff"/>`;
  for (let i = 0; i < cells; i++)
    for (let j = 0; j < cells; j++) {
      const inFinder = (i < 8 && j < 8) || (i >= cells - 8 && j < 8) || (i < 8 && j >= cells - 8);
      if (!inFinder && r() < 0.48)
        out += `<rect x="${f(x + i * m)}" y="${f(y + j * m)}" width="${f(m + 0.4)}" height="${f(m + 0.4)}" fill="#111"/>`;
    }
  return out + finder(0, 0) + finder(cells - 7, 0) + finder(0, cells - 7);
}

/** A bold arrow from (x1, y1) to (x2, y2), bending through (cx, cy). */
function arrow(x1: number, y1: number, cx: number, cy: number, x2: number, y2: number): string {
  const a = Math.atan2(y2 - cy, x2 - cx);
  const head = (d: number) => `${f(x2 - Math.cos(a + d) * 34)} ${f(y2 - Math.sin(a + d) * 34)}`;
  return (
    `<path d="M${f(x1)} ${f(y1)} Q ${f(cx)} ${f(cy)} ${f(x2)} ${f(y2)}" stroke="#f2c14e" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M${head(0.5)} L ${f(x2)} ${f(y2)} L ${head(-0.5)}" stroke="#f2c14e" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A round badge: the accent disc with a white mark drawn by `mark` around (cx, cy). */
function badge(cx: number, cy: number, r: number, mark: string, fill = '#d9577e'): string {
  return (
    `<circle cx="${f(cx + 4)}" cy="${f(cy + 6)}" r="${f(r)}" fill="#000" opacity="0.3"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" stroke="#fff" stroke-width="5"/>` +
    mark
  );
}

/** Where the guide is: one dot per step, the current one filled, along the bottom edge. */
function stepDots(w: number, h: number, index: number): string {
  const n = GUIDE_STEPS.length;
  let out = `<rect x="${f(w / 2 - n * 22 - 10)}" y="${f(h - 62)}" width="${f(n * 44 + 20)}" height="40" rx="20" fill="#000" opacity="0.45"/>`;
  for (let i = 0; i < n; i++)
    out += `<circle cx="${f(w / 2 - (n - 1) * 22 + i * 44)}" cy="${f(h - 42)}" r="${i === index ? 11 : 8}" fill="${i === index ? '#f2c14e' : '#fff'}" opacity="${i === index ? 1 : 0.7}"/>`;
  return out;
}

/**
 * One "how to order" picture of the guide (the home page's guide viewer): scan the table's code,
 * choose dishes, send the round, enjoy. Drawn without words, since the app shows it in seven
 * languages: a phone, the code, the dishes of `items`, arrows and a row of step dots.
 */
export function guideSvg(step: GuideStep, items: MenuItem[], w = 960, h = 720): string {
  const index = GUIDE_STEPS.indexOf(step);
  const defs: string[] = [];
  const ctx: Ctx = { r: rng(900 + index * 31), colors: [], defs, uid: 'g' };
  let body = surface(ctx, w, h, [0, 4, 1, 5][index]);
  const pw = 300;
  const ph = 560;
  const dish = (item: MenuItem, x: number, y: number, scale: number, uid: string) =>
    `<g transform="translate(${f(x - (SIZE / 2) * scale)} ${f(y - (SIZE / 2) * scale)}) scale(${f(scale)})">${dishGroup(item, uid, defs)}</g>`;
  if (step === 'scan') {
    // A table tent holding the code, and a phone whose camera frames it.
    body += `<path d="M120 560 L 200 170 L 400 170 L 480 560 Z" fill="#efe6d4" stroke="#b79c70" stroke-width="4"/>`;
    body += qrPattern(ctx.r, 215, 250, 170);
    body += arrow(500, 330, 560, 260, 600, 320);
    body += phone(600, 70, pw, ph, '#2a2a30');
    body += qrPattern(ctx.r, 660, 250, 180);
    const c = (x: number, y: number, dx: number, dy: number) =>
      `<path d="M${x} ${y + dy * 40} L ${x} ${y} L ${x + dx * 40} ${y}" stroke="#f2c14e" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    body += c(640, 225, 1, 1) + c(860, 225, -1, 1) + c(640, 455, 1, -1) + c(860, 455, -1, -1);
  } else if (step === 'choose') {
    // The menu on the phone: four dishes, one being added.
    const x0 = (w - pw) / 2;
    body += phone(x0, 70, pw, ph);
    items.slice(0, 4).forEach((item, i) => {
      const cx = x0 + 14 + 68 + (i % 2) * 136;
      const cy = 70 + 40 + 100 + Math.floor(i / 2) * 220;
      body += `<rect x="${f(cx - 62)}" y="${f(cy - 78)}" width="124" height="190" rx="12" fill="#fff" stroke="#ddd6c8" stroke-width="2"/>`;
      body += dish(item, cx, cy, 0.19, `c${i}_`);
      body += `<rect x="${f(cx - 46)}" y="${f(cy + 62)}" width="92" height="10" rx="5" fill="#cfc6b6"/>`;
      body += `<rect x="${f(cx - 46)}" y="${f(cy + 82)}" width="56" height="10" rx="5" fill="#e2dbcd"/>`;
    });
    const px = x0 + 14 + 68 + 136 + 44;
    const py = 70 + 40 + 100 + 220 + 96;
    body += badge(
      px,
      py,
      34,
      `<path d="M${f(px - 16)} ${f(py)} H ${f(px + 16)} M ${f(px)} ${f(py - 16)} V ${f(py + 16)}" stroke="#fff" stroke-width="9" stroke-linecap="round"/>`,
    );
    // The finger tapping it.
    body += `<circle cx="${f(px + 40)}" cy="${f(py + 52)}" r="30" fill="#f0c9a6" stroke="#c99a75" stroke-width="4" opacity="0.95"/>`;
  } else if (step === 'send') {
    // The round leaves the phone for the kitchen's bell.
    body += phone(110, 70, pw, ph);
    items.slice(0, 3).forEach((item, i) => {
      const y = 70 + 40 + 80 + i * 130;
      body += `<rect x="140" y="${f(y - 52)}" width="240" height="110" rx="12" fill="#fff" stroke="#ddd6c8" stroke-width="2"/>`;
      body += dish(item, 195, y + 3, 0.14, `s${i}_`);
      body += `<rect x="255" y="${f(y - 8)}" width="100" height="12" rx="6" fill="#cfc6b6"/>`;
    });
    body += `<rect x="150" y="540" width="220" height="58" rx="29" fill="#d9577e"/>`;
    body += `<path d="M232 569 L 258 569 M 250 557 L 266 569 L 250 581" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    body += arrow(420, 420, 560, 200, 640, 330);
    // A service bell on the pass.
    body += `<ellipse cx="760" cy="520" rx="170" ry="26" fill="#000" opacity="0.35"/>`;
    body += `<rect x="600" y="480" width="320" height="34" rx="12" fill="#7a5a2e"/>`;
    body += `<path d="M640 480 C 640 360, 880 360, 880 480 Z" fill="#e8c25a" stroke="#b38d2c" stroke-width="5"/>`;
    body += `<rect x="748" y="330" width="24" height="40" rx="8" fill="#b38d2c"/>`;
    body += `<circle cx="760" cy="326" r="20" fill="#e8c25a" stroke="#b38d2c" stroke-width="4"/>`;
    body += `<path d="M690 400 C 710 380, 740 372, 760 372" stroke="#fff6d8" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.7"/>`;
    body += `<path d="M640 300 l -30 -30 M 760 270 v -44 M 880 300 l 30 -30" stroke="#f2c14e" stroke-width="8" stroke-linecap="round"/>`;
  } else {
    // The dishes arrive at the table.
    const n = Math.min(items.length, 4);
    items.slice(0, n).forEach((item, i) => {
      const x = n > 1 ? 150 + ((w - 300) / (n - 1)) * i : w / 2;
      const y = h / 2 + (i % 2 ? 60 : -50);
      body += dish(item, x, y, 0.46, `e${i}_`);
    });
    body += `<g transform="rotate(-18 820 560)"><rect x="640" y="548" width="340" height="12" rx="6" fill="#c89a5a"/><rect x="640" y="570" width="340" height="12" rx="6" fill="#b5874b"/></g>`;
    body += badge(
      w - 110,
      110,
      56,
      `<path d="M${f(w - 138)} 112 L ${f(w - 116)} 134 L ${f(w - 80)} 92" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
      '#3f9a5a',
    );
  }
  body += stepDots(w, h, index);
  return wrap(w, h, defs, body);
}
