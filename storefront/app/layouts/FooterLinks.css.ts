import { style } from '@vanilla-extract/css';
import { vars } from '@rigsmith/kit/theme';

export const nav = style({ marginBlockEnd: vars.space.sm });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.body,
});
