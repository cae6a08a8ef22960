import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const root = layeredStyle({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

/** The status pill's colours (its shape is the admin tables' `statusPill`). */
export const status = layeredStyle({
  selectors: {
    '&[data-status="active"]': { background: vars.color.successSurface, color: vars.color.success },
    '&[data-status="expired"], &[data-status="used_up"]': { background: vars.color.dangerSurface, color: vars.color.danger },
    '&[data-status="scheduled"]': { boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
  },
});

/** Edit and Expire side by side, one row a coupon (the table scrolls sideways on a narrow screen). */
export const actions = layeredStyle({ display: 'flex', gap: vars.space.sm });
