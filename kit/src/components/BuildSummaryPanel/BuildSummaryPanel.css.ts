import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { cardRule } from '../../theme/recipes';

export const root = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  ...cardRule,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.card,
});

export const heading = layeredStyle({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large });

export const facts = layeredStyle({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const fact = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

export const factLabel = layeredStyle({ color: vars.color.textMuted });

export const factValue = layeredStyle({ margin: 0, fontWeight: vars.fontWeight.strong, textAlign: 'end' });

export const price = layeredStyle({ fontSize: vars.fontSize.heading });

export const note = layeredStyle({
  flexBasis: '100%',
  margin: 0,
  textAlign: 'end',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  selectors: { '&[data-tone="warning"]': { color: vars.color.danger, fontWeight: vars.fontWeight.strong } },
});

export const muted = layeredStyle({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const actions = layeredStyle({ display: 'grid', gap: vars.space.sm });
