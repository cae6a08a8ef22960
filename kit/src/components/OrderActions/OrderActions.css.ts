import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { cardRule } from '../../theme/recipes';

export const root = layeredStyle({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const buttons = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const form = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '32rem',
  padding: vars.space.md,
  ...cardRule,
});

export const formTitle = layeredStyle({ margin: 0, fontSize: vars.fontSize.body, fontFamily: vars.font.heading });

export const none = layeredStyle({ margin: 0, color: vars.color.textMuted });

// Always in the page (an empty live region takes no room), so a screen reader hears the text put in it.
export const announcement = layeredStyle({ margin: 0, fontWeight: vars.fontWeight.strong, color: vars.color.success });
