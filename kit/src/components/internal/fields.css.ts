import { vars } from '../../theme/contract.css';
import { layeredStyle as layered } from '../../theme/layeredStyle';

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

const control = {
  minHeight: '44px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.body,
  boxSizing: 'border-box',
} as const;

export const select = layered({
  ...control,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const input = layered({
  ...control,
  width: '100%',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const button = layered({
  minHeight: '44px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const fieldError = layered({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});
