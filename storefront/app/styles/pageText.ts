import { vars } from '@rigsmith/kit/theme';

/**
 * What the shop's page gives every screen's text (styles/global.css.ts sets it on `body`):
 * its colours, body font, size and line height. Screen stories give the same to their frame,
 * so a story is laid out as the shop is (.storybook/screenFrame.css.ts).
 */
export const pageText = {
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: 1.5,
} as const;
