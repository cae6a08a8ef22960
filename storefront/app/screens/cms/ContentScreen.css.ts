import { style } from '@vanilla-extract/css';
import { vars } from '@rigsmith/kit/theme';

export const status = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '40vh',
  padding: vars.space.xl,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
});
