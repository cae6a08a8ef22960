import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

/** Holds the input and its list, so the list opens right under the input. */
export const inputWrap = layeredStyle({ position: 'relative' });

export const select = layeredStyle({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '44px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.body,
  selectors: {
    '&:focus': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const optionMain = layeredStyle({ fontWeight: vars.fontWeight.strong });

export const optionRegion = layeredStyle({ fontSize: vars.fontSize.small });

export const hint = layeredStyle({
  margin: 0,
  minHeight: '1.5em',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

/** The way out of a search that found nothing (write to support). */
export const notFoundAction = layeredStyle({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});
