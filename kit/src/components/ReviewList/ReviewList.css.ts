import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const root = layeredStyle({ display: 'grid', gap: vars.space.md });

export const list = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const review = layeredStyle({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // A long word in a review (German compounds) breaks rather than widening a phone's page.
  overflowWrap: 'anywhere',
});

export const title = layeredStyle({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1.3,
});

export const rating = layeredStyle({
  display: 'flex',
  // Stars and the origin badge stack on a narrow phone.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const stars = layeredStyle({ color: vars.color.rating, letterSpacing: '0.1em' });

export const origin = layeredStyle({
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.successSurface,
  color: vars.color.text,
  selectors: { '[data-origin="sample"] &': { background: vars.color.surfaceRaised, border: `1px solid ${vars.color.border}` } },
});

export const otherLanguages = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const otherLanguagesSummary = layeredStyle({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.strong,
  padding: `${vars.space.xs} 0`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const text = layeredStyle({ margin: 0, whiteSpace: 'pre-line' });

export const byline = layeredStyle({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const empty = layeredStyle({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
