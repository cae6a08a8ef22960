import { style } from '@vanilla-extract/css';
import { vars } from '@rigsmith/kit/theme';

export const hero = style({ marginBottom: vars.space.xl });

export const title = style({
  margin: 0,
  fontSize: 'clamp(2rem, 4vw, 3rem)',
  lineHeight: 1.1,
});

export const intro = style({ maxWidth: '42rem', color: vars.color.textMuted, fontSize: vars.fontSize.large });

export const sectionHeading = style({ fontSize: vars.fontSize.heading, marginBlock: `0 ${vars.space.md}` });

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-tone="error"]': { background: vars.color.dangerSurface, color: vars.color.danger } },
});

export const explore = style({ marginBottom: vars.space.xl });

export const entryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** The whole card is the link's click target (its ::after covers the card); the link text stays the name. */
export const entry = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  selectors: { '&:hover': { borderColor: vars.color.accent } },
});

export const entryTitle = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: 1.25 });

export const entryLink = style({
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});

export const entryText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
