import { vars } from '../../theme/contract.css';
import { layeredStyle as layered } from '../../theme/layeredStyle';

export const root = layered({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const nav = layered({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const list = layered({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = layered({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '44px',
  minHeight: '44px',
  paddingInline: vars.space.sm,
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': {
      background: vars.color.accent,
      color: vars.color.accentText,
      borderColor: vars.color.accent,
    },
    '&[data-disabled]': { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular },
  },
});

export const ellipsis = layered({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '32px',
  minHeight: '44px',
  color: vars.color.textMuted,
});
