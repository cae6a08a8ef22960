import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const page = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '48rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: 1.6,
});

export const title = layeredStyle({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1.1,
  overflowWrap: 'anywhere',
});

export const heading = layeredStyle({
  margin: 0,
  marginBlockStart: vars.space.md,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1.25,
  selectors: { '&[data-level="3"]': { fontSize: vars.fontSize.large, marginBlockStart: vars.space.sm } },
});

export const paragraph = layeredStyle({ margin: 0, overflowWrap: 'anywhere' });

export const list = layeredStyle({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const updated = layeredStyle({ margin: 0, marginBlockStart: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const loading = layeredStyle({ margin: 0, color: vars.color.textMuted });
