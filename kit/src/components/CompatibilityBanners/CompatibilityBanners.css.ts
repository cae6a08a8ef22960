import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule } from '../../theme/recipes';

export const root = layeredStyle({
  display: 'grid',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  // Focused from script after a swap took its banner away.
  selectors: { '&:focus-visible': focusRingRule },
});

export const list = layeredStyle({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const empty = layeredStyle({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `6px solid ${vars.color.success}`,
  borderRadius: vars.radius.sm,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontWeight: vars.fontWeight.strong,
});

// No warning colour in the theme contract: warnings borrow the rating amber, which meets
// AA on both themes' raised surface, and always carry the word "Warning" and an icon.
export const banner = layeredStyle({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderInlineStart: `6px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-severity="blocker"]': { borderColor: vars.color.danger, background: vars.color.dangerSurface },
    '&[data-severity="warning"]': { borderColor: vars.color.rating },
    // "Still needed": a step to do, not a clash; the accent, not the danger colours.
    '&[data-needed]': { borderColor: vars.color.accent, background: vars.color.surfaceRaised },
  },
});

export const icon = layeredStyle({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    [`${banner}[data-severity="blocker"] &`]: { background: vars.color.danger, color: vars.color.surface },
    [`${banner}[data-severity="warning"] &`]: { background: vars.color.rating, color: vars.color.surface },
    [`${banner}[data-needed] &`]: { background: vars.color.accent, color: vars.color.accentText },
  },
});

export const body = layeredStyle({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const severity = layeredStyle({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  selectors: {
    [`${banner}[data-severity="blocker"] &`]: { color: vars.color.danger },
    [`${banner}[data-severity="warning"] &`]: { color: vars.color.rating },
    [`${banner}[data-needed] &`]: { color: vars.color.accent },
  },
});

export const message = layeredStyle({ margin: 0, lineHeight: 1.5 });

export const parts = layeredStyle({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const swap = layeredStyle({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBlockStart: vars.space.xs });

export const swapPrice = layeredStyle({ fontWeight: vars.fontWeight.strong });
