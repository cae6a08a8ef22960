import { vars } from '../../theme/contract.css';
import { layeredGlobalStyle, layeredStyle } from '../../theme/layeredStyle';
import { cardRule } from '../../theme/recipes';

export const summary = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.space.lg,
  ...cardRule,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const title = layeredStyle({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });

export const notice = layeredStyle({
  margin: 0,
  color: vars.color.textMuted,
  selectors: { '&[data-tone="error"]': { color: vars.color.danger, fontWeight: vars.fontWeight.strong } },
});

export const figures = layeredStyle({ display: 'grid', gap: vars.space.sm, margin: 0 });

// Old figures stay readable while new ones are computed; contrast is kept (no opacity).
layeredGlobalStyle(`${summary}[data-stale] ${figures}`, { color: vars.color.textMuted });

export const row = layeredStyle({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

layeredGlobalStyle(`${row} dd`, { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const totalRow = layeredStyle({
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const minorRow = layeredStyle({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
