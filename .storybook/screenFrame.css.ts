import { globalStyle, style } from '@vanilla-extract/css';
import { pageText } from '../storefront/app/styles/pageText';

/**
 * A screen story's frame, styled as the shop styles its page (storefront/app/styles/global.css.ts):
 * the page's text, and border-box sizing for everything in it. Scoped to the frame rather than
 * loaded globally, so the kit's stories shown after a screen story in the same preview keep
 * the bare page a brand site gives them.
 */
export const screenFrame = style({ colorScheme: 'light', ...pageText });

globalStyle(`${screenFrame} *, ${screenFrame} *::before, ${screenFrame} *::after`, { boxSizing: 'border-box' });
