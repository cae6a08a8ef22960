import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@rigsmith/kit/theme';
import { COMPACT_HEADER_MAX_WIDTH } from '../../layouts/DefaultLayout.css';

/** The customiser's and the system summary's layout. */

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const titleGroup = style({ display: 'grid', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)', lineHeight: 1.15 });

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.large });

export const unsaved = style({
  marginInlineStart: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Steps | parts | summary from a laptop up; stacked, steps first, below. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1100px)': { gridTemplateColumns: '15rem minmax(0, 1fr) 20rem' },
    'screen and (min-width: 760px) and (max-width: 1099px)': { gridTemplateColumns: '14rem minmax(0, 1fr)' },
  },
});

export const steps = style({
  '@media': { 'screen and (min-width: 760px)': { position: 'sticky', top: vars.space.md } },
});

export const aside = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    'screen and (min-width: 1100px)': { position: 'sticky', top: vars.space.md },
    'screen and (min-width: 760px) and (max-width: 1099px)': { gridColumn: '1 / -1' },
  },
});

export const stepPanel = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const stepHeader = style({ display: 'grid', gap: vars.space.xxs });

export const stepHeading = style({ margin: 0, fontSize: vars.fontSize.heading, selectors: { '&:focus': { outline: 'none' } } });

export const stepNote = style({ margin: 0, color: vars.color.textMuted });

/** Below this the customiser is one column, with its step list compact and "Next step" in a bar. */
export const CUSTOMISER_PHONE = 'screen and (max-width: 759px)';

export const stepNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  '@media': {
    // Stuck to the bottom of the screen while the step's list scrolls under it.
    [CUSTOMISER_PHONE]: {
      position: 'sticky',
      bottom: 0,
      zIndex: 1,
      flexWrap: 'nowrap',
      // Edge to edge: the builder layout's main area has lg padding, md below 640 px.
      marginInline: `calc(-1 * ${vars.space.lg})`,
      padding: `${vars.space.sm} ${vars.space.lg}`,
      background: vars.color.surface,
      borderBlockStart: `1px solid ${vars.color.border}`,
      boxShadow: '0 -4px 12px rgb(0 0 0 / 0.08)',
    },
    [`screen and (max-width: ${COMPACT_HEADER_MAX_WIDTH}px)`]: { marginInline: `calc(-1 * ${vars.space.md})`, paddingInline: vars.space.md },
  },
});

// A control reached by Tab scrolls clear of the bar, never under it (WCAG 2.4.11).
globalStyle(`html:has(${stepNav})`, { '@media': { [CUSTOMISER_PHONE]: { scrollPaddingBottom: '6rem' } } });

/** The bar's price and compatibility state: only on a phone, where the summary panel is far below. */
export const stepNavSummary = style({
  display: 'none',
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  '@media': { [CUSTOMISER_PHONE]: { display: 'grid' } },
});

export const stepNavPrice = style({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong, color: vars.color.text });

/** On a phone the step list above does what "Previous step" does; the bar keeps one button. */
export const previousStep = style({ '@media': { [CUSTOMISER_PHONE]: { display: 'none' } } });

export const notices = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.md, selectors: { '&:empty': { display: 'none' } } });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const summaryLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } },
});

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.large });

export const blockList = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const actions = style({ display: 'grid', gap: vars.space.sm });

/** What the build already has in the step. */
export const inBuild = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const inBuildHeading = style({ margin: 0, fontSize: vars.fontSize.body });

export const chosenLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const chosenName = style({ fontWeight: vars.fontWeight.strong });

export const chosenGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
