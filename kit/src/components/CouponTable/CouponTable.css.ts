import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const root = layeredStyle({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const status = layeredStyle({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-status="active"]': { background: vars.color.successSurface, color: vars.color.success },
    '&[data-status="expired"], &[data-status="used_up"]': { background: vars.color.dangerSurface, color: vars.color.danger },
    '&[data-status="scheduled"]': { boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
  },
});

// Always in the page (an empty live region takes no room), so a screen reader hears the text put in it.
export const announcement = layeredStyle({ margin: 0, fontWeight: vars.fontWeight.strong, color: vars.color.success });
