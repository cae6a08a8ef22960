import { vars } from '../../theme/contract.css';
import { layeredStyle as layered } from '../../theme/layeredStyle';
import { cardRule, focusRingRule } from '../../theme/recipes';

export const card = layered({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  ...cardRule,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  fontFamily: vars.font.body,
  height: '100%',
  boxSizing: 'border-box',
});

/**
 * The product's picture fills the card's width at its own aspect ratio (the width and height
 * attributes reserve the space); the illustrations carry their own light backdrop.
 */
export const image = layered({ display: 'block', width: '100%', height: 'auto', objectFit: 'contain', borderRadius: vars.radius.md });

export const title = layered({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1.25,
});

export const titleLink = layered({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRingRule,
  },
});

export const facts = layered({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const fact = layered({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

export const factLabel = layered({
  color: vars.color.textMuted,
  selectors: { '&::after': { content: '":"' } },
});

export const factValue = layered({ margin: 0, fontWeight: vars.fontWeight.strong });

export const rating = layered({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.small,
});

export const stars = layered({ color: vars.color.rating, letterSpacing: '0.1em' });

export const stock = layered({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    '&[data-in-stock="true"]': { background: vars.color.successSurface, color: vars.color.success },
    '&[data-in-stock="false"]': { background: vars.color.dangerSurface, color: vars.color.danger },
    // Out of stock but orderable: not a warning, a fact about the wait (the ship date says how long).
    '&[data-backorder]': { background: vars.color.surfaceRaised, color: vars.color.text, boxShadow: `inset 0 0 0 1px ${vars.color.border}` },
  },
});
