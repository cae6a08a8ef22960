import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const field = layeredStyle({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const label = layeredStyle({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.strong });

export const group = layeredStyle({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const button = layeredStyle({
  minWidth: '44px',
  minHeight: '44px',
  border: 'none',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const input = layeredStyle({
  width: '3rem',
  minHeight: '44px',
  border: 'none',
  borderInline: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' } },
});
