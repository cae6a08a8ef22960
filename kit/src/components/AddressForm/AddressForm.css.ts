import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule, inputRule, invalidInputRule } from '../../theme/recipes';

/** Holds the input and its list, so the list opens right under the input. */
export const inputWrap = layeredStyle({ position: 'relative' });

export const select = layeredStyle({
  ...inputRule,
  width: '100%',
  selectors: {
    '&:focus': focusRingRule,
    '&[aria-invalid="true"]': invalidInputRule,
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
