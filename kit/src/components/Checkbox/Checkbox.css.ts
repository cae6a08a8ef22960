import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule } from '../../theme/recipes';

export const root = layeredStyle({
  display: 'grid',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: {
    '&[data-invalid]': { paddingInlineStart: vars.space.sm, borderInlineStart: `4px solid ${vars.color.danger}` },
  },
});

export const label = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  cursor: 'pointer',
});

export const box = layeredStyle({
  flex: '0 0 auto',
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRingRule,
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '1px' },
  },
});

export const description = layeredStyle({
  margin: 0,
  paddingInlineStart: `calc(1.5rem + ${vars.space.sm})`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const error = layeredStyle({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});
