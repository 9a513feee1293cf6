import type { ThemeName, ThemeTokens } from './types';
import { dark } from './themes/dark';
import { light } from './themes/light';
import { gold } from './themes/gold';

export const themeTokens: Record<ThemeName, ThemeTokens> = { dark, light, gold };
