import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule } from '../../theme/recipes';

export const gallery = layeredStyle({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const stage = layeredStyle({
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const mainImage = layeredStyle({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const caption = layeredStyle({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const thumbnails = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
});

export const thumbnail = layeredStyle({
  display: 'block',
  padding: vars.space.xxs,
  width: '76px',
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.accent, background: vars.color.surfaceRaised },
    '&:focus-visible': focusRingRule,
    '&:hover': { borderColor: vars.color.textMuted },
    '&[data-selected]:hover': { borderColor: vars.color.accent },
  },
});

export const thumbnailImage = layeredStyle({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

/** A bar under the selected thumbnail, so selection is not shown by colour alone. */
export const selectedMark = layeredStyle({
  display: 'block',
  height: '4px',
  marginTop: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  selectors: { '[data-selected] > &': { background: vars.color.accent } },
});
