import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { cardRule, focusRingRule } from '../../theme/recipes';

export const shipping = layeredStyle({ display: 'grid', gap: vars.space.lg, fontFamily: vars.font.body, color: vars.color.text });

export const fieldset = layeredStyle({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = layeredStyle({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.large,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
});

export const error = layeredStyle({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.small });

export const choices = layeredStyle({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** The native radio stays (keyboard, screen readers); it sits on the card's first line. */
export const radio = layeredStyle({
  position: 'absolute',
  top: vars.space.md,
  left: vars.space.md,
  margin: 0,
  width: '1.25rem',
  height: '1.25rem',
  accentColor: vars.color.accent,
  selectors: { '&:focus-visible': focusRingRule },
});

export const choice = layeredStyle({
  display: 'grid',
  gap: vars.space.xxs,
  minHeight: '44px',
  paddingBlock: vars.space.sm,
  paddingInlineStart: `calc(${vars.space.md} * 2 + 1.25rem)`,
  paddingInlineEnd: vars.space.md,
  ...cardRule,
  cursor: 'pointer',
  // The chosen card's thicker edge is a shadow, so its text does not move.
  selectors: { 'input:checked + &': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` } },
});

export const choiceName = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.strong,
});

export const choiceText = layeredStyle({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const badge = layeredStyle({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.small,
});

export const newAddress = layeredStyle({
  padding: vars.space.md,
  ...cardRule,
});

export const chosenNew = layeredStyle({ display: 'flex' });

export const form = layeredStyle({ display: 'grid', gap: vars.space.md });

export const actions = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const choiceItem = layeredStyle({ position: 'relative' });
