import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

export const empty = layeredStyle({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const title = layeredStyle({ margin: 0, fontSize: vars.fontSize.heading, fontFamily: vars.font.heading });

export const text = layeredStyle({ margin: 0, color: vars.color.textMuted, maxWidth: '32rem' });

export const actions = layeredStyle({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: vars.space.md });
