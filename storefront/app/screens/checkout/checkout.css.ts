import { globalStyle, style } from '@vanilla-extract/css';
import { PHONE_MAX_WIDTH, phoneMedia, vars } from '@rigsmith/kit/theme';

/** Styles of the checkout's and the order pages. */

// Tighter on a phone, so the cart's total and 'Secure checkout' fit on its first screen.
const phoneGap = { '@media': { [phoneMedia]: { gap: vars.space.md } } };

export const page = style({ display: 'grid', gap: vars.space.lg, ...phoneGap });

export const title = style({ margin: 0, fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)', lineHeight: 1.15 });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.heading, selectors: { '&:focus': { outline: 'none' } } });

/** Lines on the left, the summary beside them from 960 px. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [phoneMedia]: { gap: vars.space.md },
    'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' },
  },
});

export const column = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

/** Between a phone and a desktop: one column, too wide for a summary's label and amount to read as a pair. */
const tablet = `screen and (min-width: ${PHONE_MAX_WIDTH + 1}px) and (max-width: 959px)`;

// On a tablet the summary (the second column: cart summary, order summary, order recap) sits
// under the main column at the end of the row, a receipt's width, rather than spread across
// the page with its labels and amounts 640 px apart.
// The width includes the panel's padding and border: 26rem is the receipt's outer width.
globalStyle(`${columns} > :nth-child(2)`, {
  '@media': { [tablet]: { justifySelf: 'end', width: 'min(100%, 26rem)', boxSizing: 'border-box' } },
});

/** The cart's summary: beside the lines (both rows) on a wide screen, right after them on a phone. */
export const summaryColumn = style({
  '@media': { 'screen and (min-width: 960px)': { gridColumn: 2, gridRow: '1 / span 2' } },
});

/** The cart's upsell: under the lines on a wide screen, after the summary on a phone. */
export const upsellColumn = style({
  '@media': { 'screen and (min-width: 960px)': { gridColumn: 1, gridRow: 2 } },
});

export const lines = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-tone="error"]': { background: vars.color.dangerSurface, color: vars.color.danger, borderColor: vars.color.danger },
  },
});

export const panels = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const panelHeading = style({ margin: 0, fontSize: vars.fontSize.large });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const recap = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const recapLine = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md });

/** The product's picture before its name, small: the recap is a reminder, not a gallery. */
export const recapImage = style({ flex: '0 0 auto', width: '3.5rem', height: 'auto', borderRadius: vars.radius.sm });

export const recapName = style({ flex: '1 1 auto', minWidth: 0 });
