import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { baseTokens } from '../tokens';

/**
 * A second, dark brand theme, proof that a brand site re-themes the kit with tokens
 * alone. Scoped to `data-rs-theme="ember"`, so it can sit beside the default.
 */
createGlobalTheme('[data-rs-theme="ember"]', vars, {
  ...baseTokens,
  radius: { sm: '2px', md: '2px', lg: '4px', pill: '2px' },
  color: {
    background: '#121015',
    surface: '#1d1a22',
    surfaceRaised: '#29242f',
    text: '#f4efe9',
    textMuted: '#c4bbb1',
    border: '#4a4250',
    accent: '#ff7a3d',
    accentText: '#1a0d05',
    focusRing: '#ffd23f',
    success: '#7fe0a0',
    successSurface: '#173223',
    danger: '#ff9b9b',
    dangerSurface: '#3d1b1b',
    rating: '#ffc857',
    overlay: 'rgb(18 16 21 / 0.96)',
  },
});

// A dark theme tells the browser so: native checkboxes, radios, scroll bars and autofill
// are drawn dark too, instead of white boxes on the dark surface.
globalStyle('[data-rs-theme="ember"]', { colorScheme: 'dark' });
