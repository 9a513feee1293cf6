import type { vars } from './contract.css';

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The shape every theme fills: the contract's tree with a value at every leaf. */
export type ThemeTokens = Leaves<typeof vars>;

export const themeNames = ['dark', 'light', 'gold'] as const;
export type ThemeName = (typeof themeNames)[number];
