import type { ThemeTokens } from '../types';
import { base } from './base';

/** Dark: charcoal surfaces, a warm vermilion accent. */
export const dark: ThemeTokens = {
  ...base,
  color: {
    surface: '#121316',
    surfaceRaised: '#1e2024',
    surfaceSunken: '#2a2d32',
    text: '#f4f4f5',
    textMuted: '#b4b7bd',
    accent: '#ff7a59',
    onAccent: '#1a0d08',
    accentText: '#ff9a80',
    critical: '#ff6b6b',
    onCritical: '#1f0606',
    warning: '#f5c04a',
    onWarning: '#231a02',
    positive: '#4cc38a',
    onPositive: '#04170d',
    info: '#6cb6ff',
    onInfo: '#04121f',
    border: '#6b7079',
    focus: '#ffd166',
    overlay: 'rgba(0, 0, 0, 0.64)',
    placeholder: '#33363c',
    onImage: '#ffffff',
    imageScrim: '#000000',
  },
};
