import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const root = layeredStyle({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const settings = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const status = layeredStyle({ margin: 0, color: vars.color.textMuted });

export const error = layeredStyle({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
