import { style } from '@vanilla-extract/css';

/** Fills the screen, so the footer starts below the fold and the page's arrival moves nothing. */
export const pendingPage = style({ minHeight: '100vh' });
