import { globalStyle, style } from '@vanilla-extract/css';
import { PHONE_MAX_WIDTH, vars } from '@rigsmith/kit/theme';

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

/**
 * Below this width the header keeps one row (brand, cart, "Menu") and the sections, the
 * account and the storefront switcher move behind "Menu": five section links and the rest
 * took 313 px, 37 % of a phone's screen. The kit's phone breakpoint, so the header turns
 * compact at the width the cart summary collapses and the listing's filters become a sheet.
 */
export const COMPACT_HEADER_MAX_WIDTH = PHONE_MAX_WIDTH;
/**
 * Below this width (tablets, small laptops) the sections and the storefront switcher are
 * behind "Menu" and the account link and the cart stay in the row: the whole German header
 * (the longest language) needs about 1,070 px, so at 768 and 1,024 px it wrapped to two rows.
 */
export const MENU_HEADER_MAX_WIDTH = 1119;
const compact = `screen and (max-width: ${COMPACT_HEADER_MAX_WIDTH}px)`;
const wide = `screen and (min-width: ${COMPACT_HEADER_MAX_WIDTH + 1}px)`;
const withMenu = `screen and (max-width: ${MENU_HEADER_MAX_WIDTH}px)`;
const full = `screen and (min-width: ${MENU_HEADER_MAX_WIDTH + 1}px)`;

export const header = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  // On a 320 px phone brand, "Warenkorb" and "Menü" need every pixel of the row.
  '@media': { [compact]: { flexWrap: 'nowrap', gap: vars.space.xs, paddingBlock: vars.space.sm, paddingInline: vars.space.sm } },
});

export const brand = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  textDecoration: 'none',
  // Up to the full header the account, the cart and "Menu" sit together at the end of the row.
  '@media': { [withMenu]: { marginInlineEnd: 'auto' } },
});

/** What the row shows from 640 px up and a phone keeps behind "Menu" (the account link). */
export const headerWide = style({
  display: 'contents',
  '@media': { [compact]: { display: 'none' } },
});

/** What the row shows only on the full header and "Menu" holds below it: the sections and the storefront switcher. */
export const headerFull = style({
  display: 'contents',
  '@media': { [withMenu]: { display: 'none' } },
});

/** In "Menu", what the row already shows from 640 px up (the account link). */
export const headerMenuPhoneOnly = style({
  display: 'contents',
  '@media': { [wide]: { display: 'none' } },
});

/** "Menu" and its panel exist only below the full header. */
export const headerMenu = style({
  '@media': { [full]: { display: 'none' } },
});

export const headerMenuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  minHeight: '44px',
  minWidth: '44px',
  justifyContent: 'center',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover, [open] > &': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** "Menu" in words where there is room; on the narrowest phones the icon alone shows, and screen readers still hear the word. */
export const headerMenuLabel = style({
  '@media': {
    'screen and (max-width: 359px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/** Three bars drawn with borders and a shadow: no icon font, and it follows the text colour. */
export const headerMenuIcon = style({
  width: '1em',
  height: '2px',
  background: 'currentColor',
  boxShadow: '0 -0.3em 0 currentColor, 0 0.3em 0 currentColor',
});

/** The open menu drops over the page under the header, the full width of the screen. */
export const headerMenuPanel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: 20,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const main = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [compact]: { paddingBlock: vars.space.lg, paddingInline: vars.space.md } },
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

// In the menu the sections stack, one full-width 44 px target each.
globalStyle(`${headerMenuPanel} ${primaryNav}`, { alignSelf: 'stretch' });
globalStyle(`${headerMenuPanel} ${primaryList}`, { flexDirection: 'column' });
