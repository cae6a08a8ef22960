import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { focusRingRule } from '../../theme/recipes';

// The back office's data tables (orders, stock) look like the build's parts table.
export { table, caption, cell, headCell, number } from '../BuildPartsTable/BuildPartsTable.css';

/** Scrolls a wide table sideways on a narrow screen; focusable, so it shows where the keyboard is. */
export const scroller = layeredStyle({ overflowX: 'auto', selectors: { '&:focus-visible': focusRingRule } });

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

/** A short state label in a row (a coupon's status); its colours come from the table's own `data-*` rules. */
export const statusPill = layeredStyle({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
});

// Always in the page (an empty live region takes no room), so a screen reader hears the text put in it.
export const announcement = layeredStyle({ margin: 0, fontWeight: vars.fontWeight.strong, color: vars.color.success });
