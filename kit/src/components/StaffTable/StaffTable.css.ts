import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const root = layeredStyle({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

/** The status pill's colours (its shape is the admin tables' `statusPill`): a pending invitation is outlined, not yet green. */
export const status = layeredStyle({
  selectors: {
    '&[data-status="active"]': { background: vars.color.successSurface, color: vars.color.success },
    '&[data-status="invited"]': { boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
  },
});
