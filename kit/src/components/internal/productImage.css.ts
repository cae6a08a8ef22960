import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

/**
 * A small picture beside a line's text (cart lines, part cards, saved builds), at its own
 * aspect ratio; the illustrations carry their own light backdrop, so they read on every theme.
 */
export const thumbnail = layeredStyle({
  display: 'block',
  flex: '0 0 auto',
  width: '6rem',
  height: 'auto',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
});
