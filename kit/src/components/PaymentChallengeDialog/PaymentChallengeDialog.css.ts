import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const bank = layeredStyle({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
