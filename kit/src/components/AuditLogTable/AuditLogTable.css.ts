import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const root = layeredStyle({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const changes = layeredStyle({ display: 'grid', gap: vars.space.xxs, margin: 0, fontSize: vars.fontSize.small });

export const change = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const field = layeredStyle({ fontWeight: vars.fontWeight.strong });

export const values = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, overflowWrap: 'anywhere' });

export const before = layeredStyle({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const after = layeredStyle({ fontWeight: vars.fontWeight.strong });

export const arrow = layeredStyle({ color: vars.color.textMuted });
