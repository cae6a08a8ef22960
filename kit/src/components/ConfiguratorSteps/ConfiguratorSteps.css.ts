import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule, visuallyHiddenRule } from '../../theme/recipes';

export const root = layeredStyle({ fontFamily: vars.font.body, color: vars.color.text });

export const list = layeredStyle({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Compact: the markers in rows, seven to a phone's width.
  selectors: { [`${root}[data-compact] &`]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs } },
});

export const item = layeredStyle({ display: 'flex' });

export const step = layeredStyle({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    // The browser's own keyboard-focus heuristic: no focus-ring hook per step on the customiser's first render.
    '&:focus-visible': focusRingRule,
    '&[data-current]': { background: vars.color.surface, borderColor: vars.color.accent, boxShadow: `inset 4px 0 0 ${vars.color.accent}` },
    // Relative: the names hidden inside stay within the marker, not past the screen's edge.
    [`${root}[data-compact] &`]: { position: 'relative', flex: '0 0 auto', justifyContent: 'center', minWidth: '44px', padding: vars.space.xxs },
    [`${root}[data-compact] &[data-current]`]: { boxShadow: 'none', borderWidth: '2px' },
  },
});

export const marker = layeredStyle({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    [`${step}[data-state="done"] &`]: { borderColor: vars.color.success, background: vars.color.success, color: vars.color.surface },
    [`${step}[data-state="warning"] &`]: { borderColor: vars.color.rating, color: vars.color.rating },
    [`${step}[data-state="needed"] &`]: { borderColor: vars.color.accent, background: vars.color.accent, color: vars.color.accentText },
    [`${step}[data-state="issue"] &`]: { borderColor: vars.color.danger, background: vars.color.danger, color: vars.color.surface },
  },
});

export const text = layeredStyle({
  display: 'grid',
  gap: '0.1rem',
  minWidth: 0,
  selectors: { [`${root}[data-compact] &`]: visuallyHiddenRule },
});

export const name = layeredStyle({ fontWeight: vars.fontWeight.strong });

export const status = layeredStyle({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  selectors: {
    [`${step}[data-state="issue"] &`]: { color: vars.color.danger, fontWeight: vars.fontWeight.strong },
    [`${step}[data-state="warning"] &`]: { color: vars.color.rating, fontWeight: vars.fontWeight.strong },
    [`${step}[data-state="needed"] &`]: { color: vars.color.accent, fontWeight: vars.fontWeight.strong },
  },
});
