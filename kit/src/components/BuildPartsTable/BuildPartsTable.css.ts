import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const table = layeredStyle({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `1px solid ${vars.color.border}`,
});

export const cell = layeredStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  selectors: { 'tr[data-flagged] > &': { background: vars.color.dangerSurface } },
});

export const headCell = layeredStyle({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const caption = layeredStyle({
  textAlign: 'start',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  paddingBlockEnd: vars.space.sm,
});

export const partName = layeredStyle({ fontWeight: vars.fontWeight.strong });

export const flag = layeredStyle({
  display: 'block',
  marginBlockStart: vars.space.xxs,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
});

export const number = layeredStyle({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', selectors: { [`${cell}&`]: { textAlign: 'end' } } });

export const total = layeredStyle({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong });
