export { vars } from './contract.css';
export { themeClass } from './themes.css';
export { themeNames } from './types';
export type { ThemeName, ThemeTokens } from './types';
export { themeTokens } from './theme-tokens';
export { focusRing } from './focus-ring';
export type { FocusRingPlacement } from './focus-ring';
