import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';
import { cardRule } from '../../theme/recipes';

/** The looks every kit dialog shares (Radix Dialog parts of `DialogShell`). */

export const overlay = layeredStyle({ position: 'fixed', inset: 0, zIndex: 50, background: vars.color.overlay });

export const content = layeredStyle({
  position: 'fixed',
  zIndex: 51,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  ...cardRule,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.card,
  selectors: {
    '&:focus': { outline: 'none' },
    // A sheet rises from the bottom edge, full width on a phone, its actions always in reach.
    '&[data-placement="sheet"]': {
      top: 'auto',
      bottom: 0,
      transform: 'translateX(-50%)',
      width: 'min(40rem, 100vw)',
      maxHeight: '85vh',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
      overflowY: 'hidden',
      padding: vars.space.md,
      borderEndStartRadius: 0,
      borderEndEndRadius: 0,
      borderBlockEnd: 'none',
    },
  },
});

/** A sheet's body scrolls; its title and actions stay put. */
export const sheetBody = layeredStyle({ flex: '1 1 auto', minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' });

export const eyebrow = layeredStyle({ margin: 0 });

export const title = layeredStyle({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.strong });

export const description = layeredStyle({ margin: 0, lineHeight: 1.5 });

export const body = layeredStyle({ display: 'grid', gap: vars.space.sm });

export const actions = layeredStyle({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const anchor = layeredStyle({ display: 'none' });
