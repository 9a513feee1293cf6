import type { ThemeTokens } from './types';

/** WCAG 2.2 relative luminance and contrast ratio for `#rrggbb` colours. */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1]!, 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Role = keyof ThemeTokens['color'];
const surfaces: Role[] = ['surface', 'surfaceRaised', 'surfaceSunken'];

/** Text pairs the ui kit uses (foreground, background): each must reach 4.5:1. */
export const textPairs: [Role, Role][] = [
  ...surfaces.flatMap((s): [Role, Role][] => [
    ['text', s],
    ['textMuted', s],
    ['accentText', s],
  ]),
  ['onAccent', 'accent'],
  ['onCritical', 'critical'],
  ['onWarning', 'warning'],
  ['onPositive', 'positive'],
  ['onInfo', 'info'],
  ['onImage', 'imageScrim'],
];

/**
 * Control and graphic pairs (WCAG 1.4.11), each at least 3:1: a control's border must stand out
 * from the page or card it sits on; a sunken field's own fill is inside that border, so
 * border-on-surfaceSunken is not a required pair.
 */
export const controlPairs: [Role, Role][] = [
  ['border', 'surface'],
  ['border', 'surfaceRaised'],
  ...surfaces.flatMap((s): [Role, Role][] => [
    ['focus', s],
    ['accent', s],
    ['critical', s],
  ]),
  ['positive', 'surfaceRaised'],
  ['warning', 'surfaceRaised'],
  ['info', 'surfaceRaised'],
];

/** The minimum ratio of each kind of pair. */
export const contrastMinimum = { text: 4.5, control: 3 } as const;
