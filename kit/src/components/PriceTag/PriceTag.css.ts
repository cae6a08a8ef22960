import { vars } from '../../theme/contract.css';
import { layeredStyle as layered } from '../../theme/layeredStyle';

export const priceLine = layered({ margin: 0 });

export const price = layered({
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.strong,
});

export const wasPrice = layered({
  marginInlineEnd: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  textDecoration: 'line-through',
});

export const priceNote = layered({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  marginInlineStart: vars.space.xs,
});

export const saveBadge = layered({
  display: 'block',
  width: 'fit-content',
  marginBlockStart: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});
