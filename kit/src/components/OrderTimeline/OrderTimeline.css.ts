import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const list = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const entry = layeredStyle({
  display: 'grid',
  // The status badge as wide as its words, not the line.
  justifyItems: 'start',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderInlineStartColor: vars.color.accent } },
});

export const when = layeredStyle({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const note = layeredStyle({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const empty = layeredStyle({ margin: 0, color: vars.color.textMuted, fontFamily: vars.font.body });
