import { style } from '@vanilla-extract/css';
import { vars } from '@rigsmith/kit/theme';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-4rem',
  padding: vars.space.sm,
  background: vars.color.accent,
  color: vars.color.accentText,
  zIndex: 10,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm, outline: `3px solid ${vars.color.focusRing}` } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  textDecoration: 'none',
});

export const main = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  selectors: { '&:focus': { outline: 'none' } },
});

export const footer = style({
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});

export const footerLine = style({ margin: `${vars.space.xs} 0` });

export const primaryNav = style({
  flex: '1 1 auto',
});

export const primaryList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const primaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': {
      color: vars.color.accent,
      textDecoration: 'underline',
      textDecorationThickness: '3px',
      textUnderlineOffset: '0.4em',
    },
  },
});

/** "Sign in" / "My account" in the header: a 44 px target like the section links. */
export const accountLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  // Border included, so the header keeps the height the 44 px section links give it.
  boxSizing: 'border-box',
  minHeight: '44px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { borderColor: vars.color.accent, color: vars.color.accent },
  },
});

/**
 * SPEC §2/§3 `hideFooter: 'tabletSmall'`: the checkout hides the footer on small tablets
 * and phones (768 px wide and below), so the next step is never pushed below the fold.
 */
export const TABLET_SMALL_MAX_WIDTH = 768;

export const footerHiddenOnTabletSmall = style({
  '@media': { [`screen and (max-width: ${TABLET_SMALL_MAX_WIDTH}px)`]: { display: 'none' } },
});
