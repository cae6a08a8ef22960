import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule, inputRule, invalidInputRule } from '../../theme/recipes';

/** Text-field looks, also used by `PasswordField` and the address form's place boxes. */
export const field = layeredStyle({
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: '32rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: {
    // GOV.UK: a bar beside an invalid field ties the message to it at a glance.
    '&[data-invalid]': { paddingInlineStart: vars.space.sm, borderInlineStart: `4px solid ${vars.color.danger}` },
  },
});

export const label = layeredStyle({ fontWeight: vars.fontWeight.strong });

export const description = layeredStyle({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const error = layeredStyle({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});

export const input = layeredStyle({
  ...inputRule,
  width: '100%',
  selectors: {
    '&:focus': focusRingRule,
    '&[aria-invalid="true"]': invalidInputRule,
    '&[readonly]': { background: vars.color.surfaceRaised, borderStyle: 'dashed' },
  },
});

/** An input with a button inside its border (show password, open the place list). */
export const inputGroup = layeredStyle({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: '44px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-within': focusRingRule,
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const groupInput = layeredStyle({
  flex: '1 1 auto',
  // No intrinsic width (an input's is about 20 characters): the field then fits a 320 px
  // phone beside its button instead of pushing the page sideways; it still fills the row.
  width: 0,
  minWidth: 0,
  paddingInline: vars.space.sm,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.body,
  selectors: { '&:focus': { outline: 'none' } },
});

export const groupButton = layeredStyle({
  flex: '0 0 auto',
  minWidth: '44px',
  paddingInline: vars.space.sm,
  border: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText },
  },
});
