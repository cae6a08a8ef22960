import { style } from '@vanilla-extract/css';
import { focusRingRule, inputRule, vars } from '@rigsmith/kit/theme';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const navList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.surfaceRaised, fontWeight: vars.fontWeight.strong },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const staff = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.small,
});

export const main = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '90rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: { '&:focus': { outline: 'none' } },
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.heading });

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large });

export const notice = style({ margin: 0, color: vars.color.textMuted });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const legend = style({ paddingInline: vars.space.xs, fontWeight: vars.fontWeight.strong });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.strong });

// The back office's fields look and behave like the kit's own (target size, 3:1 border, ring).
export const control = style({ ...inputRule, selectors: { '&:focus-visible': focusRingRule } });

export const checkboxField = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '44px' });

export const listHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
