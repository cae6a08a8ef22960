import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { cardRule } from '../../theme/recipes';

export const root = layeredStyle({
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: { '&:focus': { outline: 'none' }, '&[data-busy]': { cursor: 'progress' } },
});

export const list = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = layeredStyle({ display: 'flex' });

export const card = layeredStyle({
  flex: '1 1 auto',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  ...cardRule,
  selectors: { '&[data-default]': { borderColor: vars.color.accent, borderWidth: '2px' } },
});

export const cardHeader = layeredStyle({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const name = layeredStyle({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });

export const badge = layeredStyle({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});

export const address = layeredStyle({ fontStyle: 'normal', lineHeight: 1.5 });

export const actions = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 'auto' });

export const empty = layeredStyle({ margin: 0, color: vars.color.textMuted, fontFamily: vars.font.body });
