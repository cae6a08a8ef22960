import { vars } from '../../theme/contract.css';
import { layeredStyle as layered } from '../../theme/layeredStyle';

export const bands = layered({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const band = layered({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = layered({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = layered({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.strong,
});

export const range = layered({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.regular,
});

export const empty = layered({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
