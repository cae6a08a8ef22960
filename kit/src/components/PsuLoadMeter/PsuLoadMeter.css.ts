import { createVar } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const fillWidth = createVar();
export const limitAt = createVar();

export const root = layeredStyle({ display: 'grid', gap: vars.space.xs, fontFamily: vars.font.body, color: vars.color.text });

export const labelRow = layeredStyle({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.xs });

export const label = layeredStyle({ fontWeight: vars.fontWeight.strong });

export const value = layeredStyle({ fontVariantNumeric: 'tabular-nums' });

export const track = layeredStyle({
  position: 'relative',
  height: '0.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = layeredStyle({
  width: fillWidth,
  height: '100%',
  background: vars.color.success,
  selectors: {
    [`${root}[data-state="overloaded"] &`]: { background: vars.color.danger },
    // No warning colour in the theme contract: warnings borrow the rating amber, as the banners do.
    [`${root}[data-state="tight"] &`]: { background: vars.color.rating },
  },
});

export const limit = layeredStyle({
  position: 'absolute',
  top: 0,
  bottom: 0,
  insetInlineStart: limitAt,
  width: '2px',
  background: vars.color.text,
});

export const explain = layeredStyle({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted, lineHeight: 1.45 });

export const warning = layeredStyle({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.strong,
  // A tight PSU is a caveat, not a refusal: plain text, the amber bar says the rest.
  selectors: { [`${root}[data-state="tight"] &`]: { color: vars.color.text } },
});
