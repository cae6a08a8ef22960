import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const root = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const count = layeredStyle({ margin: 0, fontWeight: vars.fontWeight.strong });

export const controls = layeredStyle({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const filters = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
