import { vars } from '../../theme/contract.css';
import { layeredGlobalStyle, layeredStyle } from '../../theme/layeredStyle';
import { phoneMedia as phone } from '../../theme/breakpoints';
import { cardRule, focusRingRule } from '../../theme/recipes';

export const summary = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.space.lg,
  ...cardRule,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': { [phone]: { padding: vars.space.md } },
});

export const title = layeredStyle({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });

/** The heading, and on a phone the "Show details" toggle beside it. */
export const header = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
});

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

/** "Show details": only on a phone, only when the summary is collapsible. */
export const toggle = layeredStyle({
  display: 'none',
  justifySelf: 'start',
  alignItems: 'center',
  minHeight: '44px',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRingRule },
  '@media': { [phone]: { display: 'inline-flex' } },
});

// Collapsed on a phone: the total alone, the other figures one tap away.
layeredGlobalStyle(`${summary}[data-expanded="false"] ${row}:not(${totalRow})`, { '@media': { [phone]: { display: 'none' } } });
layeredGlobalStyle(`${summary}[data-expanded="false"] ${totalRow}`, { '@media': { [phone]: { paddingBlockStart: 0, borderBlockStart: 0 } } });
