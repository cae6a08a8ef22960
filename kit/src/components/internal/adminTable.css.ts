import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

/** The back office's data tables (orders, stock): dense rows, scrolled sideways on a narrow screen. */
export const scroller = layeredStyle({ overflowX: 'auto' });

export const table = layeredStyle({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  border: `1px solid ${vars.color.border}`,
});

export const caption = layeredStyle({
  textAlign: 'start',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  paddingBlockEnd: vars.space.sm,
});

export const cell = layeredStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const headCell = layeredStyle({ fontSize: vars.fontSize.small, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const number = layeredStyle({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', selectors: { [`${cell}&`]: { textAlign: 'end' } } });

export const muted = layeredStyle({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const mono = layeredStyle({ fontFamily: vars.font.mono, whiteSpace: 'nowrap' });

/** A message in place of the rows: loading, nothing found, or a failure with its retry. */
export const placeholder = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
});
