import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { themeTokens } from './theme-tokens';
import { themeNames } from './types';
import type { ThemeTokens } from './types';

type Role = keyof ThemeTokens['color'];
const surfaces: Role[] = ['surface', 'surfaceRaised', 'surfaceSunken'];

/** Text (4.5:1) and control/graphic (3:1) pairs the ui kit actually uses. */
const textPairs: [Role, Role][] = [
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
];
// A control's border must stand out from the page or card it sits on (WCAG 1.4.11); a sunken
// field's own fill is inside that border, so border-on-surfaceSunken is not a required pair.
const controlPairs: [Role, Role][] = [
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

describe.each(themeNames)('the %s theme', (name) => {
  const color = themeTokens[name].color;
  it.each(textPairs)('%s on %s meets 4.5:1 for text', (fg, bg) => {
    expect(contrastRatio(color[fg], color[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(controlPairs)('%s on %s meets 3:1 for controls', (fg, bg) => {
    expect(contrastRatio(color[fg], color[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
