import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule, visuallyHiddenRule } from '../../theme/recipes';

export const section = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  maxWidth: '40rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: { '&:focus-visible': focusRingRule },
});

export const heading = layeredStyle({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const ratingGroup = layeredStyle({ display: 'grid', gap: vars.space.xs });

export const stars = layeredStyle({ display: 'flex', gap: vars.space.xxs });

export const star = layeredStyle({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '44px',
  minHeight: '44px',
  fontSize: '1.75rem',
  lineHeight: 1,
  color: vars.color.textMuted,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-filled]': { color: vars.color.rating },
    '&[data-focus-visible]': focusRingRule,
  },
});

export const visuallyHidden = layeredStyle(visuallyHiddenRule);
