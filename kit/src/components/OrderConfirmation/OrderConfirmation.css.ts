import { vars } from '../../theme/contract.css';
import { layeredGlobalStyle, layeredStyle } from '../../theme/layeredStyle';

export const confirmation = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `2px solid ${vars.color.success}`,
  borderRadius: vars.radius.lg,
});

export const title = layeredStyle({ margin: 0, fontSize: vars.fontSize.heading, fontFamily: vars.font.heading, color: vars.color.success });

export const text = layeredStyle({ margin: 0 });

export const facts = layeredStyle({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', margin: 0 });

export const fact = layeredStyle({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
});

layeredGlobalStyle(`${fact} dt`, { fontSize: vars.fontSize.small, color: vars.color.textMuted });
layeredGlobalStyle(`${fact} dd`, { margin: 0, fontWeight: vars.fontWeight.strong });

export const reference = layeredStyle({ fontFamily: vars.font.mono, fontSize: vars.fontSize.large });

export const actions = layeredStyle({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
