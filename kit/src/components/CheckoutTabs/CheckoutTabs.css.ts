import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { phoneContainer as narrow } from '../../theme/breakpoints';
import { focusRingRule, visuallyHiddenRule } from '../../theme/recipes';

// The tabs follow their own width, not the screen's: a column no wider than a phone's
// screen (the kit's phone breakpoint) gets one row, however wide the window.
export const nav = layeredStyle({ fontFamily: vars.font.body, color: vars.color.text, containerType: 'inline-size' });

export const list = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'none',
  '@container': { [narrow]: { flexWrap: 'nowrap' } },
});

export const item = layeredStyle({
  flex: '1 1 8rem',
  display: 'flex',
  borderBlockEnd: `4px solid ${vars.color.border}`,
  selectors: {
    '&[data-state="current"]': { borderBlockEndColor: vars.color.accent, fontWeight: vars.fontWeight.strong },
    '&[data-state="done"]': { borderBlockEndColor: vars.color.success },
    '&[data-state="locked"]': { color: vars.color.textMuted },
  },
  // A compact progress bar: the current step by name, the others by number.
  '@container': { [narrow]: { flex: '0 0 auto', selectors: { '&[data-state="current"]': { flex: '1 1 auto' } } } },
});

export const tab = layeredStyle({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.sm,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    'a&': { textDecoration: 'underline', color: vars.color.accent },
    'a&:focus-visible': focusRingRule,
  },
});

/** A stage's name: on a narrow row only the current stage shows it; screen readers read every one. */
export const name = layeredStyle({
  '@container': { [narrow]: { selectors: { [`${item}:not([data-state="current"]) &`]: visuallyHiddenRule } } },
});
