import { style } from '@vanilla-extract/css';
import { vars, visuallyHiddenRule } from '@rigsmith/kit/theme';

/** Layout shared by the model, FPS finder and games screens. */

export const header = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.lg });

export const title = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)',
  lineHeight: 1.15,
});

export const intro = style({ margin: 0, maxWidth: '44rem', color: vars.color.textMuted, fontSize: vars.fontSize.large });

export const section = style({ display: 'grid', gap: vars.space.md, marginBlock: `${vars.space.xl} 0` });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.heading });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-tone="error"]': { background: vars.color.dangerSurface, color: vars.color.danger } },
});

export const status = style({ margin: 0, minHeight: '1.5em', color: vars.color.textMuted });

export const busy = style({
  transition: 'opacity 150ms',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const visuallyHidden = style(visuallyHiddenRule);
