import { vars } from '../../theme/contract.css';
import { layeredGlobalStyle, layeredStyle } from '../../theme/layeredStyle';
import { cardRule } from '../../theme/recipes';

export const lists = layeredStyle({ display: 'grid', gap: vars.space.xl, fontFamily: vars.font.body, color: vars.color.text });

export const section = layeredStyle({ display: 'grid', gap: vars.space.md });

export const title = layeredStyle({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });

export const empty = layeredStyle({ margin: 0, color: vars.color.textMuted });

export const list = layeredStyle({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const card = layeredStyle({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  padding: vars.space.md,
  ...cardRule,
  selectors: { '&[data-status="waiting_for_payment"]': { borderColor: vars.color.accent, borderInlineStartWidth: '4px' } },
});

export const reference = layeredStyle({ margin: 0, fontSize: vars.fontSize.body, fontFamily: vars.font.mono });

export const status = layeredStyle({
  margin: 0,
  justifySelf: 'end',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    '&[data-status="completed"]': { background: vars.color.successSurface, color: vars.color.success },
    '&[data-status="cancelled"]': { background: vars.color.dangerSurface, color: vars.color.danger },
  },
});

export const facts = layeredStyle({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
});

layeredGlobalStyle(`${facts} dt`, { fontSize: vars.fontSize.small, color: vars.color.textMuted });
layeredGlobalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.strong });

export const actions = layeredStyle({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
