import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const page = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const status = layeredStyle({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1,
  color: vars.color.accent,
});

export const message = layeredStyle({
  margin: 0,
  fontSize: vars.fontSize.large,
  maxWidth: '40rem',
  overflowWrap: 'anywhere',
});
