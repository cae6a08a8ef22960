import { vars } from './contract.css';

/**
 * Style rules the kit's components and the storefront share, written once. Plain objects,
 * so a `.css.ts` file spreads one into `style()` or `layeredStyle()` and a component can use
 * one as an inline style. They read the theme only through the contract's `--rs-*` variables.
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

/**
 * Keyboard focus: a 3px ring in the theme's focus colour, 2px clear of the control so it shows
 * on any background (WCAG 2.4.7, 2.4.13). For `:focus-visible` and its react-aria equivalents.
 */
export const focusRingRule = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

/**
 * A text input or select: 44px tall (WCAG 2.5.5's target size), the muted border that keeps
 * 3:1 against the surface (WCAG 1.4.11), the body text size (no zoom on focus in iOS Safari).
 */
export const inputRule = {
  boxSizing: 'border-box',
  minHeight: '44px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.body,
} as const;

/** An input while `aria-invalid`: a thicker border in the danger colour, so colour is not the only sign. */
export const invalidInputRule = { borderColor: vars.color.danger, borderWidth: '2px' } as const;

/** A button's box and type: at least 44px each way (WCAG 2.5.5), the label centred and bold. */
export const buttonRule = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  minWidth: '44px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
} as const;

/** The main action's colours: filled with the accent. */
export const primaryButtonRule = {
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accent,
  color: vars.color.accentText,
} as const;

/** A secondary action's colours: outlined in the accent on the surface. */
export const outlinedButtonRule = {
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.accent,
} as const;

/** A card or panel: the surface colour inside a hairline border with the large radius. */
export const cardRule = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
} as const;
