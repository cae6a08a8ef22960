import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const payment = layeredStyle({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const sandboxText = layeredStyle({ margin: 0 });

export const cards = layeredStyle({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs });

export const cardNumber = layeredStyle({ fontFamily: vars.font.mono, whiteSpace: 'nowrap' });
