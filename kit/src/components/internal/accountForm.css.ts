import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

/** Layout shared by the account forms. */
export const form = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '36rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const row = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'start',
});

export const fieldset = layeredStyle({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = layeredStyle({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
});

export const actions = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const links = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
});

export const readOnly = layeredStyle({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
});

export const readOnlyLabel = layeredStyle({ fontWeight: vars.fontWeight.strong });

export const readOnlyValue = layeredStyle({ margin: 0, overflowWrap: 'anywhere' });
