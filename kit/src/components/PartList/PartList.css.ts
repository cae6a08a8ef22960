import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const root = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});

export const grid = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = layeredStyle({ display: 'flex', flexDirection: 'column' });

export const status = layeredStyle({ margin: 0, color: vars.color.textMuted });

export const message = layeredStyle({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
