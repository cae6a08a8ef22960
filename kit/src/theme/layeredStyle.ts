import { style, type StyleRule } from '@vanilla-extract/css';
import { kitLayer } from './layer.css';

/**
 * `style()` inside the kit's cascade layer, so an app's own unlayered CSS always wins.
 * Call it only from `.css.ts` files.
 */
export function layeredStyle(rule: StyleRule, debugId?: string): string {
  return style({ '@layer': { [kitLayer]: rule } }, debugId);
}
