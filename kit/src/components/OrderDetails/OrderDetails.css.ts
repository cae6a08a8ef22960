import { vars } from '../../theme/contract.css';
import { layeredGlobalStyle, layeredStyle } from '../../theme/layeredStyle';
import { cardRule, focusRingRule } from '../../theme/recipes';

export const details = layeredStyle({ display: 'grid', gap: vars.space.lg, fontFamily: vars.font.body, color: vars.color.text });

export const overview = layeredStyle({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' });

export const card = layeredStyle({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  ...cardRule,
});

export const heading = layeredStyle({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });

export const facts = layeredStyle({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const totals = layeredStyle({ display: 'grid', gap: vars.space.xs, margin: 0 });

layeredGlobalStyle(`${facts} dt, ${totals} dt`, { fontSize: vars.fontSize.small, color: vars.color.textMuted });
layeredGlobalStyle(`${facts} dd, ${totals} dd`, { margin: 0, fontWeight: vars.fontWeight.strong });
layeredGlobalStyle(`${totals} > div`, { display: 'flex', justifyContent: 'space-between', gap: vars.space.md, alignItems: 'baseline' });
layeredGlobalStyle(`${totals} > [data-part="total"]`, { fontSize: vars.fontSize.large });

export const mono = layeredStyle({ fontFamily: vars.font.mono });

export const history = layeredStyle({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg });

export const historyStatus = layeredStyle({ fontWeight: vars.fontWeight.strong });

export const historyTime = layeredStyle({ color: vars.color.textMuted });

export const address = layeredStyle({ fontStyle: 'normal', lineHeight: 1.5 });

export const tabs = layeredStyle({ display: 'grid', gap: vars.space.md });

export const tabList = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, borderBlockEnd: `1px solid ${vars.color.border}` });

export const tab = layeredStyle({
  minHeight: '44px',
  paddingInline: vars.space.md,
  border: 0,
  borderBlockEnd: '4px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { borderBlockEndColor: vars.color.accent, color: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const panel = layeredStyle({ selectors: { '&:focus-visible': focusRingRule } });

export const empty = layeredStyle({ margin: 0, color: vars.color.textMuted });

export const items = layeredStyle({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const item = layeredStyle({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  ...cardRule,
});

export const itemHeader = layeredStyle({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });

export const itemName = layeredStyle({ margin: 0, fontSize: vars.fontSize.body, fontFamily: vars.font.heading });

export const itemFigures = layeredStyle({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const itemReference = layeredStyle({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const components = layeredStyle({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.small,
});
