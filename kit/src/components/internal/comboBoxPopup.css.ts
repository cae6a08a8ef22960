import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

/** The looks of the list every kit combobox opens (`ComboBoxPopup`). */

export const popover = layeredStyle({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: 20,
  marginTop: vars.space.xxs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const listbox = layeredStyle({
  maxHeight: '16rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
});

/** At least 44px high: a comfortable target for a finger (WCAG 2.5.5). */
export const option = layeredStyle({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  boxSizing: 'border-box',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-focused]': { background: vars.color.accent, color: vars.color.accentText },
    '&[data-selected]': { fontWeight: vars.fontWeight.strong },
  },
});
