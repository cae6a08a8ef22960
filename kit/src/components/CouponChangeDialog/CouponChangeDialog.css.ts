import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const fields = layeredStyle({ display: 'grid', gap: vars.space.md });
