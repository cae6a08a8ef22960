import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { cardRule, focusRingRule } from '../../theme/recipes';

export const card = layeredStyle({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  ...cardRule,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    '&[data-selection="single"]': { cursor: 'pointer' },
    '&[data-selection="single"][data-selected]': { cursor: 'default' },
    '&:hover': { borderColor: vars.color.textMuted },
    '&[data-selected]': { borderColor: vars.color.accent, boxShadow: `0 0 0 2px ${vars.color.accent}` },
    '&[data-focus-visible]': focusRingRule,
  },
});

export const header = layeredStyle({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const radio = layeredStyle({
  flex: '0 0 auto',
  width: '1.25rem',
  height: '1.25rem',
  margin: '0.1rem 0 0',
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const name = layeredStyle({ fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.body, lineHeight: 1.3, cursor: 'inherit' });

export const details = layeredStyle({ display: 'grid', gap: vars.space.sm });

export const specs = layeredStyle({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const offer = layeredStyle({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const price = layeredStyle({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong });

export const stock = layeredStyle({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    '&[data-in-stock="true"]': { background: vars.color.successSurface, color: vars.color.success },
    '&[data-in-stock="false"]': { background: vars.color.dangerSurface, color: vars.color.danger },
    // Out of stock but orderable: not a warning, a fact about the wait (the ship date says how long).
    '&[data-backorder]': { background: vars.color.surfaceRaised, color: vars.color.text, boxShadow: `inset 0 0 0 1px ${vars.color.border}` },
  },
});

export const dispatch = layeredStyle({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
