import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule } from '../../theme/recipes';

export const cartLink = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  minHeight: '44px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRingRule,
    '&[aria-current="page"]': { borderColor: vars.color.accent, color: vars.color.accent },
  },
});

export const badge = layeredStyle({
  minWidth: '1.5em',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
  selectors: { '[data-empty] &': { background: vars.color.surfaceRaised, color: vars.color.text } },
});
