import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const root = layeredStyle({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const state = layeredStyle({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
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

// Always in the page (an empty live region takes no room), so a screen reader hears the text put in it.
export const announcement = layeredStyle({ margin: 0, fontWeight: vars.fontWeight.strong, color: vars.color.success });
