export { vars } from './contract.css';
export { themeClass } from './themes.css';
export { themeNames, themeFromSetting } from './types';
export type { ThemeName, ThemeTokens } from './types';
export { themeTokens } from './theme-tokens';
