import { style } from '@vanilla-extract/css';
import { vars } from '@rigsmith/kit/theme';

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginTop: 'auto' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: vars.fontWeight.strong,
});
