import { style } from '@vanilla-extract/css';
import { vars } from '@rigsmith/kit/theme';

/** Styles of the sign-in, registration, password and account screens. */

export const title = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)',
  lineHeight: 1.15,
});

export const intro = style({ margin: 0, maxWidth: '42rem', color: vars.color.textMuted, fontSize: vars.fontSize.large });

/** The signed-out screens: one narrow column, easy to scan and to fill in. */
export const formPage = style({ display: 'grid', gap: vars.space.lg, maxWidth: '34rem', marginInline: 'auto' });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-tone="error"]': { background: vars.color.dangerSurface, color: vars.color.danger },
    '&[data-tone="success"]': { background: vars.color.successSurface, color: vars.color.success },
  },
});

export const stack = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const accountHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const greeting = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.large, color: vars.color.textMuted });

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderBottom: `1px solid ${vars.color.border}`,
});

const tabBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  paddingInline: vars.space.md,
  borderBottom: '3px solid transparent',
  marginBlockEnd: '-1px',
  fontWeight: vars.fontWeight.strong,
} as const;

export const tab = style({
  ...tabBase,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
  },
});

/** The affiliate area: shown, but not a link until it exists (SPEC §1 "labelled coming soon"). */
export const tabUnavailable = style({ ...tabBase, color: vars.color.textMuted });

export const badge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
});

export const tabPanel = style({ display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.lg });

export const section = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.heading });

export const subHeading = style({ margin: 0, fontSize: vars.fontSize.large });

export const profileGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** The saved builds: cards side by side where they fit. */
export const buildList = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** The account header's way to support, quieter than the greeting. */
export const accountHelp = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
