import { vars } from '../../theme/contract.css';
import { layeredGlobalStyle, layeredStyle } from '../../theme/layeredStyle';
import { cardRule } from '../../theme/recipes';

export const card = layeredStyle({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  ...cardRule,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.card,
});

export const header = layeredStyle({ display: 'grid', gap: vars.space.xxs });

export const name = layeredStyle({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large, overflowWrap: 'anywhere' });

export const updated = layeredStyle({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const parts = layeredStyle({ margin: 0, paddingInlineStart: vars.space.md, fontSize: vars.fontSize.small });

export const facts = layeredStyle({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const fact = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const factLabel = layeredStyle({ color: vars.color.textMuted });

export const factValue = layeredStyle({ margin: 0, fontWeight: vars.fontWeight.strong });

export const price = layeredStyle({ fontSize: vars.fontSize.large });

export const blocks = layeredStyle({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const block = layeredStyle({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});

/** The link to the customiser step in an incompatible block: the block's colour (contrast on its surface), underlined. */
layeredGlobalStyle(`${block} a`, { color: 'inherit' });

export const actions = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });

/**
 * A blocked "Add to cart": focusable and described by the blocks, so not `disabled`, which keeps
 * it under the contrast rules. Muted text and a dashed outline say it is unavailable at full
 * contrast (faded, it fell below 4.5:1 under the ember theme). `[data-variant]` outweighs the
 * button's own colour whatever order the two sheets load in.
 */
export const unavailable = layeredStyle({
  cursor: 'not-allowed',
  selectors: { '&[data-variant]': { color: vars.color.textMuted, borderStyle: 'dashed' } },
});
