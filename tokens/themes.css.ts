import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { dark } from './themes/dark';
import { light } from './themes/light';
import { gold } from './themes/gold';

/** One class per theme; the active one sits on `<html>`. */
export const themeClass = {
  dark: createTheme(vars, dark),
  light: createTheme(vars, light),
  gold: createTheme(vars, gold),
} as const;

globalStyle('html, body', {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitTextSizeAdjust: '100%',
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// A quick second tap on a button (a diner adding two of a dish) presses it twice and never zooms
// the page: react-aria gives its pressable elements this touch-action; the product's native
// buttons (a dish card's, the bottom bar's: ui/IconButton PlainIconButton) take it here. Pinch
// zoom stays. (Not `manipulation`, for react-aria's reason: WebKit bug 240917.)
globalStyle('button', { touchAction: 'pan-x pan-y pinch-zoom' });
