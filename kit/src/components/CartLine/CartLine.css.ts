import { phoneMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { layeredGlobalStyle, layeredStyle } from '../../theme/layeredStyle';
import { cardRule } from '../../theme/recipes';

export const line = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  ...cardRule,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    '&[data-problem]': { borderColor: vars.color.danger, borderInlineStartWidth: '4px' },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const details = layeredStyle({ flex: '1 1 16rem', display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const nameBlock = layeredStyle({ display: 'grid', gap: vars.space.xxs });

export const name = layeredStyle({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading, overflowWrap: 'anywhere' });

export const reference = layeredStyle({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const unitPrice = layeredStyle({ margin: 0 });

export const problem = layeredStyle({
  margin: 0,
  justifySelf: 'start',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
});

/** A build's compatibility blockers, one note each (SPEC §8 "Cart line"). */
export const blocks = layeredStyle({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

/** The link to the customiser step in a blocker's note: the note's colour (contrast on its surface), underlined. */
layeredGlobalStyle(`${problem} a`, { color: 'inherit' });

export const controls = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const quantity = layeredStyle({ display: 'grid', gap: vars.space.xxs });

export const quantityLabel = layeredStyle({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.strong });

export const stepper = layeredStyle({
  display: 'inline-flex',
  alignItems: 'stretch',
  minHeight: '44px',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const stepButton = layeredStyle({
  minWidth: '44px',
  border: 0,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const amountInput = layeredStyle({
  width: '3.5rem',
  border: 0,
  borderInline: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.body,
  textAlign: 'center',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' } },
});

export const total = layeredStyle({ margin: 0, minWidth: '8rem', fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.large });

export const totalLabel = layeredStyle({
  display: 'block',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const remove = layeredStyle({});

// On a phone the line's text takes the width: the picture would sit on a row of its own and
// push the summary and Secure checkout below the fold (SPEC §3 cart; phone-first layout).
export const image = layeredStyle({ '@media': { [phoneMedia]: { display: 'none' } } });
