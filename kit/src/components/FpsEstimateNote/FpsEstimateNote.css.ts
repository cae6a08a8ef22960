import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const note = layeredStyle({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const line = layeredStyle({ margin: 0 });
