import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { visuallyHiddenRule } from '../../theme/recipes';

export const table = layeredStyle({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontFamily: vars.font.body,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const caption = layeredStyle({
  textAlign: 'start',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  paddingBlockEnd: vars.space.sm,
  selectors: {
    // Visually hidden, still read: when the page already shows a heading for the table.
    '&[data-hidden]': visuallyHiddenRule,
  },
});

export const rowHeader = layeredStyle({
  width: '40%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = layeredStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
});
