import { describe, expect, it } from 'vitest';
import { contrastMinimum, contrastRatio, controlPairs, textPairs } from './contrast';
import { themeTokens } from './theme-tokens';
import { themeNames } from './types';

describe.each(themeNames)('the %s theme', (name) => {
  const color = themeTokens[name].color;
  it.each(textPairs)('%s on %s meets 4.5:1 for text', (fg, bg) => {
    expect(contrastRatio(color[fg], color[bg])).toBeGreaterThanOrEqual(contrastMinimum.text);
  });
  it.each(controlPairs)('%s on %s meets 3:1 for controls', (fg, bg) => {
    expect(contrastRatio(color[fg], color[bg])).toBeGreaterThanOrEqual(contrastMinimum.control);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
