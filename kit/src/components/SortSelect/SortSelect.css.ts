import { vars } from '../../theme/contract.css';
import { layeredStyle as layered } from '../../theme/layeredStyle';

export const root = layered({
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space.sm,
});
