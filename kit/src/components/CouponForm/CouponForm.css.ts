import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const group = layeredStyle({ display: 'grid', gap: vars.space.md });

export const fieldset = layeredStyle({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minInlineSize: 0 });

export const legend = layeredStyle({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.fontWeight.strong });

export const hint = layeredStyle({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const error = layeredStyle({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.strong });

export const row = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
