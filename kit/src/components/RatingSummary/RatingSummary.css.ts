import { createVar } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

/** How much of the five stars is filled, as a percentage (set inline per rating). */
export const fill = createVar();

export const summary = layeredStyle({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  selectors: { '&[data-size="small"]': { fontSize: vars.fontSize.small, gap: vars.space.xs } },
});

export const stars = layeredStyle({
  position: 'relative',
  display: 'inline-block',
  lineHeight: 1,
  letterSpacing: '0.1em',
  color: vars.color.rating,
  whiteSpace: 'nowrap',
  fontSize: '1.25em',
});

export const starsFilled = layeredStyle({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  overflow: 'hidden',
  width: fill,
});

export const text = layeredStyle({
  selectors: { '[data-size="large"] > &': { fontWeight: vars.fontWeight.strong } },
});
