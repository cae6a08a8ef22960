import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { pageText } from './pageText';

globalStyle('html', { colorScheme: 'light' });

globalStyle('body', { margin: 0, minHeight: '100vh', ...pageText });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

/**
 * A local face sized to Inter's metrics (Arial, or its metric twin Liberation Sans, scaled as
 * Inter's average glyph width and line box ask), so text laid out before the web font arrives
 * takes the same room and nothing shifts when Inter swaps in. The theme's stack names it
 * right after Inter.
 */
globalFontFace('Inter Fallback', {
  src: 'local("Arial"), local("Liberation Sans"), local("Helvetica")',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
  sizeAdjust: '107.12%',
});
