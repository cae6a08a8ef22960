import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const rules = layeredStyle({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.small });

export const rulesTitle = layeredStyle({ margin: 0, color: vars.color.textMuted });

export const ruleList = layeredStyle({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const rule = layeredStyle({
  display: 'flex',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: { '&[data-met]': { color: vars.color.success, fontWeight: vars.fontWeight.strong } },
});

export const mark = layeredStyle({ display: 'inline-block', width: '1em', textAlign: 'center' });
