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

/** A phone's cart line picture: a thumbnail beside the name rather than a row of its own. */
const phonePicture = '3.5rem';

export const details = layeredStyle({
  flex: '1 1 16rem',
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
});

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

export const image = layeredStyle({});

/**
 * The default layout on a phone: the name across the line, then a small picture (56 px wide,
 * 42 px high) beside the reference and unit price, then the problem notes and the controls.
 * Beside the name it would wrap the name and the reference onto twice the lines and push
 * Secure checkout below the fold (SPEC §3 cart; phone-first layout); here the line is no
 * taller than without a picture. The name and details boxes step aside (`display: contents`)
 * so their parts sit on the line's grid; a layout of one's own (`children`) is left alone.
 */
export const defaultLayout = layeredStyle({
  '@media': {
    [phoneMedia]: {
      display: 'grid',
      gridTemplateColumns: `${phonePicture} minmax(0, 1fr)`,
      columnGap: vars.space.sm,
      rowGap: vars.space.xs,
    },
  },
});

const onPhone = (rule: Parameters<typeof layeredGlobalStyle>[1]) => ({ '@media': { [phoneMedia]: rule } });

layeredGlobalStyle(`${defaultLayout} > *`, onPhone({ gridColumn: '1 / -1' }));
layeredGlobalStyle(`${defaultLayout} ${details}, ${defaultLayout} ${nameBlock}`, onPhone({ display: 'contents' }));
layeredGlobalStyle(`${defaultLayout} ${name}`, onPhone({ gridColumn: '1 / -1', gridRow: '1' }));
layeredGlobalStyle(`${defaultLayout} > ${image}`, onPhone({ gridColumn: '1', gridRow: '2 / span 2', width: phonePicture, alignSelf: 'start' }));
layeredGlobalStyle(`${defaultLayout} ${reference}`, onPhone({ gridColumn: '2', gridRow: '2' }));
layeredGlobalStyle(`${defaultLayout} ${unitPrice}`, onPhone({ gridColumn: '2', gridRow: '3' }));
layeredGlobalStyle(`${defaultLayout} ${problem}, ${defaultLayout} ${blocks}`, onPhone({ gridColumn: '1 / -1' }));
layeredGlobalStyle(`${defaultLayout} > ${controls}`, onPhone({ marginBlockStart: vars.space.sm }));
