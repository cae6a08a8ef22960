import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule } from '../../theme/recipes';

/** The popover is placed against this box, which it is rendered in. */
export const root = layeredStyle({
  position: 'relative',
  display: 'inline-block',
  maxWidth: '100%',
  // As tall as the button even in a stretching flex or grid row: the list opens right under it.
  alignSelf: 'start',
  verticalAlign: 'top',
});

/** The menu button: a 44 px target like the header's other controls (WCAG 2.5.5). */
export const trigger = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  minHeight: '44px',
  maxWidth: '100%',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-open]': { background: vars.color.surfaceRaised },
    '&:focus-visible': focusRingRule,
  },
});

export const separator = layeredStyle({ color: vars.color.textMuted });

/** A chevron drawn with borders: no icon font, and it follows the text colour. */
export const chevron = layeredStyle({
  width: '0.4em',
  height: '0.4em',
  marginInlineStart: vars.space.xxs,
  borderInlineEnd: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-25%) rotate(45deg)',
  selectors: { '[data-open] > &': { transform: 'translateY(25%) rotate(225deg)' } },
});

export const popover = layeredStyle({
  // `hidden` must win over the display a page may give divs.
  selectors: { '&[hidden]': { display: 'none' } },
  position: 'absolute',
  top: '100%',
  insetInlineEnd: 0,
  zIndex: 30,
  marginTop: vars.space.xxs,
  minWidth: '14rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const menu = layeredStyle({
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  outline: 'none',
});

export const item = layeredStyle({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  boxSizing: 'border-box',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.accent, color: vars.color.accentText },
    '&[aria-current="true"]': { fontWeight: vars.fontWeight.strong },
  },
});

export const country = layeredStyle({
  selectors: {
    // A mark that does not rely on colour or weight alone for the current storefront.
    '[aria-current="true"] > &::before': { content: '"✓" / ""', marginInlineEnd: vars.space.xs },
  },
});

export const language = layeredStyle({ fontSize: vars.fontSize.small });
