import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule } from '../../theme/recipes';

export const link = layeredStyle({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': focusRingRule,
    '&:hover': { textDecorationThickness: '2px' },
  },
});

/** A link that looks like a primary button, for navigation the spec calls a button. */
export const buttonLink = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  paddingInline: vars.space.lg,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': focusRingRule,
    '&:hover': { filter: 'brightness(1.1)' },
  },
});
