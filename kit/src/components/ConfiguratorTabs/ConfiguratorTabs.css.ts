import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const root = layeredStyle({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const list = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, borderBlockEnd: `1px solid ${vars.color.border}` });

export const tab = layeredStyle({
  minHeight: '44px',
  paddingInline: vars.space.md,
  border: 'none',
  borderBlockEnd: '3px solid transparent',
  marginBlockEnd: '-1px',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[data-state="active"]': { color: vars.color.accent, borderBlockEndColor: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const panel = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px' } },
});
