import type { ThemeTokens } from '../types';
import { base } from './base';

/** Gold: near-black lacquer surfaces with gold leaf accents. */
export const gold: ThemeTokens = {
  ...base,
  color: {
    surface: '#14110b',
    surfaceRaised: '#211c12',
    surfaceSunken: '#2e2718',
    text: '#f7efdc',
    textMuted: '#c9bb98',
    accent: '#d4a93f',
    onAccent: '#1a1405',
    accentText: '#e3bf63',
    critical: '#ff7b6b',
    onCritical: '#1f0906',
    warning: '#f0c35a',
    onWarning: '#231a02',
    positive: '#7fcf8f',
    onPositive: '#06170a',
    info: '#8ec5ff',
    onInfo: '#04121f',
    border: '#7d6f4f',
    focus: '#f5d67a',
    overlay: 'rgba(0, 0, 0, 0.66)',
    placeholder: '#3a3222',
    onImage: '#ffffff',
    imageScrim: '#000000',
  },
};
