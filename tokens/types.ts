import type { vars } from './contract.css';

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The shape every theme fills: the contract's tree with a value at every leaf. */
export type ThemeTokens = Leaves<typeof vars>;

export const themeNames = ['dark', 'light', 'gold'] as const;
export type ThemeName = (typeof themeNames)[number];

/** Restaurant setting id 158: 1 dark, 2 light, 3 gold. Unknown values fall back to dark. */
export function themeFromSetting(value: string | number | null | undefined): ThemeName {
  const n = Number(value);
  if (n === 2) return 'light';
  if (n === 3) return 'gold';
  return 'dark';
}
