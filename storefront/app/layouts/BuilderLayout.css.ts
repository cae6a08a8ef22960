import { style } from '@vanilla-extract/css';
import { vars } from '@rigsmith/kit/theme';

export const brandGroup = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' });

export const tagline = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.strong });

export const nav = style({ flex: '1 1 auto' });

/** Wider than the default layout's: steps, parts and the summary sit side by side. */
export const main = style({
  maxWidth: '96rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  selectors: { '&:focus': { outline: 'none' } },
});
