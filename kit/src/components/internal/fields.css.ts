import { vars } from '../../theme/contract.css';
import { layeredStyle as layered } from '../../theme/layeredStyle';
import { focusRingRule, inputRule, invalidInputRule, outlinedButtonRule } from '../../theme/recipes';

/** Form-control looks shared by the listing controls (sort, per page, price band). */
export const field = layered({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = layered({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});

export const select = layered({
  ...inputRule,
  selectors: {
    '&:focus-visible': focusRingRule,
    '&[aria-invalid="true"]': invalidInputRule,
  },
});

export const input = layered({
  ...inputRule,
  width: '100%',
  selectors: {
    '&:focus-visible': focusRingRule,
    '&[aria-invalid="true"]': invalidInputRule,
  },
});

export const button = layered({
  minHeight: '44px',
  paddingInline: vars.space.md,
  ...outlinedButtonRule,
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': focusRingRule,
  },
});

export const fieldError = layered({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});
