import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { baseTokens } from '../tokens';

/**
 * The default Rigsmith theme: applies to the whole page, or to any subtree marked
 * `data-rs-theme="default"`. Colours meet WCAG AA contrast on their surfaces.
 */
createGlobalTheme(':root, [data-rs-theme="default"]', vars, {
  ...baseTokens,
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#eef1f5',
    text: '#14171c',
    textMuted: '#4a5361',
    border: '#c9d0da',
    accent: '#1747c9',
    accentText: '#ffffff',
    // Violet, apart from both the accent blue and the danger red: a focused field must not read as an error.
    focusRing: '#6d28d9',
    success: '#126b33',
    successSurface: '#e3f4e8',
    danger: '#a61b1b',
    dangerSurface: '#fbe7e7',
    rating: '#8a5a00',
    overlay: 'rgb(246 247 249 / 0.96)',
  },
});
