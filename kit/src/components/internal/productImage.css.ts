import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

/**
 * A product picture fills its box's width at its own aspect ratio (the `width`/`height`
 * attributes reserve the space). The illustrations carry their own light backdrop, so they
 * read the same on every theme's surface.
 */
export const picture = layeredStyle({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

/** A small picture beside a line's text (cart lines, part cards, saved builds). */
export const thumbnail = layeredStyle({
  display: 'block',
  flex: '0 0 auto',
  width: '6rem',
  height: 'auto',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
});
