import { keyframes } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const overlay = layeredStyle({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  background: vars.color.overlay,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: { '&[data-state="closed"]': { display: 'none' } },
});

export const spinner = layeredStyle({
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});
