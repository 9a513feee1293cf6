import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every colour, size and duration the ui kit may use, named by role.
 * Values live in `themes/*.ts`; components read only `vars.*`.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      /** Page background. */
      surface: null,
      /** Cards, sheets, bars raised above the page. */
      surfaceRaised: null,
      /** A quieter raised surface: inputs, chips, tracks. */
      surfaceSunken: null,
      text: null,
      textMuted: null,
      /** Brand colour for primary actions and selection. */
      accent: null,
      /** Text and icons placed on `accent`. */
      onAccent: null,
      /** Accent used as text or icon on `surface`/`surfaceRaised` (meets text contrast). */
      accentText: null,
      critical: null,
      onCritical: null,
      warning: null,
      onWarning: null,
      positive: null,
      onPositive: null,
      info: null,
      onInfo: null,
      border: null,
      /** Focus ring. */
      focus: null,
      /** Scrim behind dialogs and sheets. */
      overlay: null,
      /** Placeholder fill behind pictures while loading or when they fail. */
      placeholder: null,
      /** Text and marks over a photo, on `imageScrim` (the same in every theme: photos do not change). */
      onImage: null,
      /** The shade laid over a photo so that `onImage` reads on it (mixed with transparency). */
      imageScrim: null,
    },
    font: {
      body: null,
      heading: null,
      numeric: null,
    },
    fontSize: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
    },
    fontWeight: {
      regular: null,
      medium: null,
      bold: null,
    },
    lineHeight: {
      tight: null,
      normal: null,
    },
    space: {
      xxs: null,
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
    },
    radius: {
      sm: null,
      md: null,
      lg: null,
      pill: null,
    },
    shadow: {
      raised: null,
      overlay: null,
    },
    motion: {
      fast: null,
      /** The spec's cart badge animation: 300 ms. */
      badge: null,
      /** The spec's bargain animation: 500 ms. */
      bargain: null,
      slow: null,
      easing: null,
    },
    /** The keyboard focus ring every control draws (Braid's `focusRingSize`): see `focusRing()`. */
    focus: {
      /** The ring's thickness. */
      width: null,
      /** The gap between a control's edge and a ring drawn outside it. */
      offset: null,
    },
    size: {
      /** Minimum touch target. */
      touch: null,
      icon: null,
      iconSm: null,
      bottomBar: null,
    },
  },
  (_value, path) => `tavola-${path.join('-')}`,
);
