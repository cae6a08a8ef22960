import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { cardRule } from '../../theme/recipes';

export const upsell = layeredStyle({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const title = layeredStyle({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });

export const list = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = layeredStyle({
  display: 'grid',
  gridTemplateRows: '1fr auto auto',
  gap: vars.space.sm,
  padding: vars.space.md,
  ...cardRule,
});

export const name = layeredStyle({ margin: 0, fontSize: vars.fontSize.body, fontFamily: vars.font.heading });

export const price = layeredStyle({ margin: 0, fontWeight: vars.fontWeight.strong });
