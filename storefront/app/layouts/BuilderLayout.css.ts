import { style } from '@vanilla-extract/css';
import { vars } from '@rigsmith/kit/theme';
import { COMPACT_HEADER_MAX_WIDTH, MENU_HEADER_MAX_WIDTH } from './DefaultLayout.css';

export const brandGroup = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  '@media': { [`screen and (max-width: ${MENU_HEADER_MAX_WIDTH}px)`]: { marginInlineEnd: 'auto' } },
});

export const tagline = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.strong,
  // The screen's own heading says it below the full header, where the row keeps brand, account, cart and "Menu".
  '@media': { [`screen and (max-width: ${MENU_HEADER_MAX_WIDTH}px)`]: { display: 'none' } },
});

export const nav = style({ flex: '1 1 auto' });

/** Wider than the default layout's: steps, parts and the summary sit side by side. */
export const main = style({
  maxWidth: '96rem',
  // The customiser fills in as its parts arrive: starting a screen tall keeps the footer below
  // the fold, so that growth shifts nothing the shopper sees (CLS was 0.49 on a phone).
  minHeight: '100vh',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [`screen and (max-width: ${COMPACT_HEADER_MAX_WIDTH}px)`]: { paddingInline: vars.space.md } },
});
