import { style } from '@vanilla-extract/css';
import { vars } from '@rigsmith/kit/theme';

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } },
});

export const summary = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const collaboration = style({
  margin: 0,
  alignSelf: 'start',
  justifySelf: 'start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
});

export const priceFrom = style({ margin: 0, fontSize: vars.fontSize.large });

export const priceValue = style({ fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.heading });

export const intro = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const introHeading = style({ margin: 0, fontSize: vars.fontSize.large });

export const prose = style({ display: 'grid', gap: vars.space.sm, maxWidth: '48rem' });

export const paragraph = style({ margin: 0 });

// A section of its own rather than `section` plus a wider gap: two classes of equal weight
// resolve by the style sheets' order, which moves with the build's chunking.
export const details = style({
  display: 'grid',
  gap: vars.space.xl,
  marginBlock: `${vars.space.xl} 0`,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const detail = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', minWidth: 0 });
