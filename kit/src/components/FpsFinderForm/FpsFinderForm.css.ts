import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { cardRule, focusRingRule } from '../../theme/recipes';

export const form = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
  ...cardRule,
});

export const field = layeredStyle({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: '28rem',
});

export const label = layeredStyle({ fontWeight: vars.fontWeight.strong });

export const inputGroup = layeredStyle({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: '44px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-within': focusRingRule,
  },
});

export const input = layeredStyle({
  flex: '1 1 auto',
  // No intrinsic width (about 20 characters): the field fits a 320 px phone beside its button.
  width: 0,
  minWidth: 0,
  paddingInline: vars.space.sm,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus': { outline: 'none' } },
});

export const trigger = layeredStyle({
  flex: '0 0 auto',
  width: '44px',
  border: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  cursor: 'pointer',
  font: 'inherit',
});

export const hint = layeredStyle({
  margin: 0,
  minHeight: '1.5em',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const settings = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
});

export const select = layeredStyle({
  minHeight: '44px',
  minWidth: '10rem',
  paddingInline: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  selectors: { '&:focus-visible': focusRingRule },
});
