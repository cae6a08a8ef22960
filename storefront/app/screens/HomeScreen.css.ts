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
