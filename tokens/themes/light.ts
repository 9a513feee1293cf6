import type { ThemeTokens } from '../types';
import { base } from './base';

/** Light: warm white surfaces, a deep vermilion accent. */
export const light: ThemeTokens = {
  ...base,
  shadow: {
    raised: '0 1px 2px rgba(20,20,30,0.10), 0 2px 8px rgba(20,20,30,0.08)',
    overlay: '0 8px 32px rgba(20,20,30,0.24)',
  },
  color: {
    surface: '#f7f5f2',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#ece8e2',
    text: '#1c1b1a',
    textMuted: '#5c5853',
    accent: '#c2410c',
    onAccent: '#ffffff',
    accentText: '#b13a0a',
    critical: '#c21d1d',
    onCritical: '#ffffff',
    warning: '#8a5a00',
    onWarning: '#ffffff',
    positive: '#17703f',
    onPositive: '#ffffff',
    info: '#1f5fae',
    onInfo: '#ffffff',
    border: '#8c867e',
    focus: '#1f5fae',
    overlay: 'rgba(20, 18, 16, 0.48)',
    placeholder: '#e2ddd5',
    onImage: '#ffffff',
    imageScrim: '#000000',
  },
};
