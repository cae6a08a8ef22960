import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const coupon = layeredStyle({ display: 'grid', gap: vars.space.sm, fontFamily: vars.font.body, color: vars.color.text });

export const row = layeredStyle({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const field = layeredStyle({ flex: '1 1 12rem' });

export const status = layeredStyle({ minHeight: '1.5em' });

export const applied = layeredStyle({
  margin: 0,
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontWeight: vars.fontWeight.strong,
});

export const code = layeredStyle({ fontFamily: vars.font.mono });

export const checking = layeredStyle({ margin: 0, color: vars.color.textMuted });

export const remove = layeredStyle({ justifySelf: 'start' });
