import type { CSSProperties } from 'react';

/**
 * Inline values for vanilla-extract variables (what `assignInlineVars` from
 * `@vanilla-extract/dynamic` does, without the extra package): `createVar()` gives
 * `var(--name)`, and the style attribute needs `--name`.
 */
export function inlineVars(values: Record<string, string>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [variable, value] of Object.entries(values)) {
    style[variable.replace(/^var\((--[^,)]+).*\)$/, '$1')] = value;
  }
  return style as CSSProperties;
}
