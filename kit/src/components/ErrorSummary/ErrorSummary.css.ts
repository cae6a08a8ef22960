import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule } from '../../theme/recipes';

export const summary = layeredStyle({
  padding: vars.space.md,
  border: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    '&:focus': focusRingRule,
  },
});

export const title = layeredStyle({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.large,
  fontFamily: vars.font.heading,
});

export const description = layeredStyle({ margin: 0, marginBottom: vars.space.sm });

export const list = layeredStyle({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.strong,
});

export const link = layeredStyle({
  color: vars.color.danger,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': focusRingRule,
  },
});
