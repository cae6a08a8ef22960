import { style } from '@vanilla-extract/css';
import { vars } from '@rigsmith/kit/theme';

/** A refused "Add to cart": where 'Added to Cart' would be, in the danger colours. */
export const failure = style({
  position: 'fixed',
  zIndex: 40,
  insetInlineEnd: vars.space.md,
  insetBlockEnd: vars.space.md,
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.lg,
});

export const failureText = style({ margin: 0, fontWeight: vars.fontWeight.strong });
