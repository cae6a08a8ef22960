import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule } from '../../theme/recipes';

export const nav = layeredStyle({ fontFamily: vars.font.body, color: vars.color.text });

export const list = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'none',
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
