import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

// A review looks as on its model page (ReviewList), with the facts a moderator needs under it.
export { review } from '../ReviewList/ReviewList.css';
export { mono } from '../internal/adminTable.css';
export { announcement, buttons, form } from '../StockTable/StockTable.css';

export const root = layeredStyle({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const list = layeredStyle({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const facts = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const fact = layeredStyle({ display: 'flex', gap: vars.space.xs });

export const term = layeredStyle({ color: vars.color.textMuted });

export const definition = layeredStyle({ margin: 0 });

export const empty = layeredStyle({
  margin: 0,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
});
