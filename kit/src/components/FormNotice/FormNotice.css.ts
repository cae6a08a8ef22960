import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const notice = layeredStyle({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderInlineStart: `6px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    '&[data-tone="success"]': { borderColor: vars.color.success, background: vars.color.successSurface },
    '&[data-tone="error"]': { borderColor: vars.color.danger, background: vars.color.dangerSurface },
    '&[data-tone="info"]': { borderColor: vars.color.accent },
  },
});

export const title = layeredStyle({ margin: 0, fontWeight: vars.fontWeight.strong });

export const body = layeredStyle({ margin: 0 });
