import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule, visuallyHiddenRule } from '../../theme/recipes';

export const group = layeredStyle({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const label = layeredStyle({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.body,
});

export const options = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const choice = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  paddingInline: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-selected]': {
      background: vars.color.accent,
      color: vars.color.accentText,
      borderColor: vars.color.accent,
      fontWeight: vars.fontWeight.strong,
    },
    '&[data-focus-visible]': focusRingRule,
    '&[data-hovered]:not([data-selected])': { borderColor: vars.color.textMuted, background: vars.color.surfaceRaised },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** A radio ring with a dot when selected: the choice is shown by shape, not colour alone. */
export const indicator = layeredStyle({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  boxSizing: 'border-box',
  selectors: {
    '[data-selected] > &::after': {
      content: '""',
      width: '0.4em',
      height: '0.4em',
      borderRadius: '50%',
      background: 'currentColor',
    },
  },
});

export const visuallyHidden = layeredStyle(visuallyHiddenRule);
