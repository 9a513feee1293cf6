import type { ThemeTokens } from '../types';

/** Everything but colour is shared by the three themes; only the colour roles differ. */
export const base: Omit<ThemeTokens, 'color'> = {
  font: {
    body: "'Noto Sans', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
    heading: "'Noto Sans', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
    numeric: "'Noto Sans Mono', 'DejaVu Sans Mono', ui-monospace, monospace",
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.45' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    raised: '0 1px 2px rgba(0,0,0,0.24), 0 2px 8px rgba(0,0,0,0.16)',
    overlay: '0 8px 32px rgba(0,0,0,0.40)',
  },
  motion: {
    fast: '150ms',
    badge: '300ms',
    bargain: '500ms',
    slow: '400ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  focus: { width: '3px', offset: '2px' },
  size: { touch: '44px', icon: '24px', iconSm: '18px', bottomBar: '64px' },
};
