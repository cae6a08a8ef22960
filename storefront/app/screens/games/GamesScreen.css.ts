import { style } from '@vanilla-extract/css';
import { vars } from '@rigsmith/kit/theme';

export const searchForm = style({ display: 'grid', gap: vars.space.xs, maxWidth: '28rem' });

export const searchLabel = style({ fontWeight: vars.fontWeight.strong });

export const searchInput = style({
  minHeight: '44px',
  paddingInline: vars.space.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const game = style({
  display: 'grid',
  gap: vars.space.xxs,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const gameLink = style({ fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.large });

export const gameMeta = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const facts = style({ margin: 0, color: vars.color.textMuted });
