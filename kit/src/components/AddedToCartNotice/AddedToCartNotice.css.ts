import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule } from '../../theme/recipes';

export const region = layeredStyle({
  position: 'fixed',
  zIndex: 40,
  insetInlineEnd: vars.space.md,
  insetBlockEnd: vars.space.md,
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const notice = layeredStyle({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `2px solid ${vars.color.success}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  // Focused when it opens: a ring for keyboard users, none after a click.
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRingRule,
  },
});

export const text = layeredStyle({ margin: 0, display: 'grid', gap: vars.space.xxs });

export const title = layeredStyle({ color: vars.color.success, fontSize: vars.fontSize.large });

export const actions = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
