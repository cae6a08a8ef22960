import { keyframes } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import * as fields from '../internal/fields.css';
import { buttonRule, focusRingRule, primaryButtonRule } from '../../theme/recipes';

const states = {
  '&:focus-visible': focusRingRule,
  // Pending keeps full colour (text contrast); only a truly disabled button fades.
  '&[data-pending]': { cursor: 'progress' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
} as const;

/** One class per variant; `secondary` is the outlined look the listing controls already use. */
export const button = {
  primary: layeredStyle({
    ...buttonRule,
    ...primaryButtonRule,
    selectors: { ...states, '&:hover:not(:disabled, [aria-disabled])': { filter: 'brightness(1.1)' } },
  }),
  secondary: `${fields.button} ${layeredStyle({ ...buttonRule, selectors: states })}`,
  danger: layeredStyle({
    ...buttonRule,
    border: `1px solid ${vars.color.danger}`,
    background: vars.color.danger,
    color: vars.color.surface,
    selectors: { ...states, '&:hover:not(:disabled, [aria-disabled])': { filter: 'brightness(1.1)' } },
  }),
};

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = layeredStyle({
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
