import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const root = layeredStyle({
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: { '&:focus': { outline: 'none' }, '&[data-busy]': { cursor: 'progress' } },
});

export const list = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = layeredStyle({ display: 'flex' });

export const card = layeredStyle({
  flex: '1 1 auto',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: { '&[data-default]': { borderColor: vars.color.accent, borderWidth: '2px' } },
});

export const cardHeader = layeredStyle({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const name = layeredStyle({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });

export const badge = layeredStyle({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});

export const address = layeredStyle({ fontStyle: 'normal', lineHeight: 1.5 });

export const actions = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 'auto' });

export const empty = layeredStyle({ margin: 0, color: vars.color.textMuted, fontFamily: vars.font.body });

export const overlay = layeredStyle({ position: 'fixed', inset: 0, zIndex: 50, background: vars.color.overlay });

export const dialog = layeredStyle({
  position: 'fixed',
  zIndex: 51,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(28rem, calc(100vw - 2rem))',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  selectors: { '&:focus': { outline: 'none' } },
});

export const dialogTitle = layeredStyle({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });

export const dialogBody = layeredStyle({ margin: 0 });

export const dialogActions = layeredStyle({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
