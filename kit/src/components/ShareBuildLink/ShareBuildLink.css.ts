import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const root = layeredStyle({ display: 'grid', gap: vars.space.xs, fontFamily: vars.font.body, color: vars.color.text });

export const row = layeredStyle({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });

export const input = layeredStyle({ flex: '1 1 auto', minWidth: 0, fontFamily: vars.font.mono, fontSize: vars.fontSize.small });

export const status = layeredStyle({
  margin: 0,
  minHeight: '1.25em',
  fontSize: vars.fontSize.small,
  color: vars.color.success,
  fontWeight: vars.fontWeight.strong,
});
