/**
 * Style rules the kit's components and the storefront share, written once. Plain objects,
 * so a `.css.ts` file spreads one into `style()` or `layeredStyle()` and a component can use
 * one as an inline style.
 */

/**
 * Hidden on screen, still read by screen readers (live regions, captions the page already
 * shows as a heading). The same rule as react-aria's `VisuallyHidden`.
 */
export const visuallyHiddenRule = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
} as const;
