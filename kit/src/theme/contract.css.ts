import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The kit's theme contract. Variable names are stable (`--rs-color-accent`, ...), so a
 * brand can re-theme from plain CSS as well as with vanilla-extract's `createGlobalTheme`.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: null,
      surface: null,
      surfaceRaised: null,
      text: null,
      textMuted: null,
      border: null,
      accent: null,
      accentText: null,
      focusRing: null,
      success: null,
      successSurface: null,
      danger: null,
      dangerSurface: null,
      rating: null,
      overlay: null,
    },
    font: {
      body: null,
      heading: null,
      mono: null,
    },
    fontSize: {
      small: null,
      body: null,
      large: null,
      heading: null,
      display: null,
    },
    fontWeight: {
      regular: null,
      strong: null,
    },
    space: {
      xxs: null,
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
    },
    radius: {
      sm: null,
      md: null,
      lg: null,
      pill: null,
    },
    shadow: {
      card: null,
    },
  },
  (_value, path) => `rs-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`,
);

export type ThemeTokens = {
  [Group in keyof typeof vars]: { [Token in keyof (typeof vars)[Group]]: string };
};
