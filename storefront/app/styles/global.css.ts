import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@rigsmith/kit/theme';

globalStyle('html', { colorScheme: 'light' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: 1.5,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
