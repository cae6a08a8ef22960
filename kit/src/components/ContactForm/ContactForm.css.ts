import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule } from '../../theme/recipes';

/** The enquiry box: a few lines high, growing by hand only downwards. */
export const message = layeredStyle({
  minHeight: '9rem',
  paddingBlock: vars.space.sm,
  resize: 'vertical',
  lineHeight: 1.5,
});

/** The "support ticket raised" panel that replaces the form. */
export const confirmation = layeredStyle({
  maxWidth: '36rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: { '&:focus-visible': focusRingRule },
});

export const reference = layeredStyle({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
});
