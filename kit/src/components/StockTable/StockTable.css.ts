import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const root = layeredStyle({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

/** The state pill's colours (its shape is the admin tables' `statusPill`). */
export const state = layeredStyle({
  selectors: {
    '&[data-state="low"], &[data-state="out"]': { background: vars.color.dangerSurface, color: vars.color.danger },
    '&[data-state="stocked"]': { background: vars.color.successSurface, color: vars.color.success },
  },
});

export const editRow = layeredStyle({ background: vars.color.surfaceRaised });

export const form = layeredStyle({ display: 'grid', gap: vars.space.md, maxWidth: '40rem', paddingBlock: vars.space.sm });

export const formTitle = layeredStyle({ margin: 0, fontSize: vars.fontSize.body, fontFamily: vars.font.heading });

export const fields = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const buttons = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
