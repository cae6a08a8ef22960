import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const badge = layeredStyle({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-status="waiting_for_payment"], &[data-status="in_progress"]': { boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
    '&[data-status="completed"]': { background: vars.color.successSurface, color: vars.color.success },
    '&[data-status="cancelled"]': { background: vars.color.dangerSurface, color: vars.color.danger },
  },
});
