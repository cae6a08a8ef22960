import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const tier = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: { '&[data-tier="best_match"]': { borderColor: vars.color.accent } },
});

export const heading = layeredStyle({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1.2,
});

export const tagline = layeredStyle({ margin: 0, color: vars.color.textMuted });

export const fps = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
});

export const fpsLabel = layeredStyle({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const fpsValue = layeredStyle({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const target = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    '&[data-target="met"]': { background: vars.color.successSurface, color: vars.color.success },
    '&[data-target="partly"]': { background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}` },
    '&[data-target="missed"]': { background: vars.color.dangerSurface, color: vars.color.danger },
  },
});

export const card = layeredStyle({ flex: '1 1 auto' });
