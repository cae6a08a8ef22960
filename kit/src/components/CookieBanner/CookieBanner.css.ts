import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

/** A band across the top of the page, in its flow: it pushes the page down, never covers it. */
export const banner = layeredStyle({
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const inner = layeredStyle({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '72rem',
  marginInline: 'auto',
  padding: vars.space.md,
});

export const heading = layeredStyle({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
});

export const text = layeredStyle({ margin: 0, maxWidth: '60rem' });

export const actions = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
