import type { ThemeTokens } from './contract.css';

/** Spacing, radii and type scale shared by the bundled themes; colours differ per theme. */
export const baseTokens: Omit<ThemeTokens, 'color'> = {
  font: {
    body: '"Inter Variable", "Inter", "Inter Fallback", "DejaVu Sans", system-ui, sans-serif',
    heading: '"Inter Variable", "Inter", "Inter Fallback", "DejaVu Sans", system-ui, sans-serif',
    mono: '"DejaVu Sans Mono", ui-monospace, monospace',
  },
  fontSize: { small: '0.875rem', body: '1rem', large: '1.25rem', heading: '1.5rem', display: '3rem' },
  fontWeight: { regular: '400', strong: '650' },
  space: { xxs: '0.125rem', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: { card: '0 1px 2px rgb(0 0 0 / 0.08), 0 4px 12px rgb(0 0 0 / 0.06)' },
};
