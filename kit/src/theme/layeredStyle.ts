import { globalStyle, style, type GlobalStyleRule, type StyleRule } from '@vanilla-extract/css';
import { kitLayer } from './layer.css';

/**
 * `style()` inside the kit's cascade layer, so an app's own unlayered CSS always wins.
 * Call it only from `.css.ts` files.
 */
export function layeredStyle(rule: StyleRule, debugId?: string): string {
  return style({ '@layer': { [kitLayer]: rule } }, debugId);
}

/**
 * `globalStyle()` inside the kit's cascade layer, for a component's descendants it does
 * not render itself a class for (`dt`/`dd` of a description list). Only from `.css.ts` files.
 */
export function layeredGlobalStyle(selector: string, rule: GlobalStyleRule): void {
  globalStyle(selector, { '@layer': { [kitLayer]: rule } });
}
