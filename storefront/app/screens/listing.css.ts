import { style } from '@vanilla-extract/css';
import { phoneMedia, vars, visuallyHiddenRule, widerThanPhoneMedia } from '@rigsmith/kit/theme';

/** Styles shared by the catalogue screens (listing, budget). */

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)',
  lineHeight: 1.15,
});

export const intro = style({
  margin: 0,
  marginBlockEnd: vars.space.lg,
  maxWidth: '42rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
});

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-tone="error"]': { background: vars.color.dangerSurface, color: vars.color.danger } },
});

export const noticeText = style({ margin: 0 });

export const button = style({
  minHeight: '44px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** Hidden on screen, read by screen readers (the live region). */
export const visuallyHidden = style(visuallyHiddenRule);

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 56rem)': { gridTemplateColumns: 'minmax(15rem, 18rem) minmax(0, 1fr)' },
  },
});

/** The filters beside (or, on a tablet, above) the results; on a phone they are in a sheet. */
export const filtersPanel = style({ '@media': { [phoneMedia]: { display: 'none' } } });

/** "Filters (N)", which opens the sheet: a phone's only. */
export const filtersButton = style({ '@media': { [widerThanPhoneMedia]: { display: 'none' } } });

export const toolbarControls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  borderRadius: vars.radius.sm,
  scrollMarginBlockStart: vars.space.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px' } },
});
