import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { visuallyHiddenRule } from '../../theme/recipes';

export const trigger = layeredStyle({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** The number of applied filters, a pill beside "Filters". */
export const badge = layeredStyle({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  paddingInline: vars.space.xxs,
  boxSizing: 'border-box',
  borderRadius: '999px',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const status = layeredStyle(visuallyHiddenRule);
