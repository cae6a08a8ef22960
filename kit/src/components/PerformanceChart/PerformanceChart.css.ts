import { createVar } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

/** Where the low and high ends of a row's range sit on the scale, in percent. */
export const low = createVar();
export const high = createVar();

export const chart = layeredStyle({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const table = layeredStyle({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const caption = layeredStyle({
  textAlign: 'start',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  paddingBlockEnd: vars.space.sm,
});

export const columnHeader = layeredStyle({
  padding: `${vars.space.xs} ${vars.space.md}`,
  textAlign: 'start',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const rowHeader = layeredStyle({
  width: '35%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = layeredStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const track = layeredStyle({
  position: 'relative',
  flex: '1 1 auto',
  height: '1rem',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});

/** Solid up to the low estimate: every build reaches at least that. */
export const solid = layeredStyle({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: low,
  background: vars.color.accent,
});

/** Hatched from the low to the high estimate: the range, told apart by pattern as well as shade. */
export const range = layeredStyle({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: low,
  width: `calc(${high} - ${low})`,
  backgroundColor: vars.color.surface,
  backgroundImage: `repeating-linear-gradient(135deg, ${vars.color.accent} 0 3px, transparent 3px 6px)`,
  border: `1px solid ${vars.color.accent}`,
  boxSizing: 'border-box',
});

export const value = layeredStyle({
  flex: '0 0 auto',
  minWidth: '7.5rem',
  textAlign: 'end',
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const empty = layeredStyle({ margin: 0, color: vars.color.textMuted });
