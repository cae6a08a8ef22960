import { vars } from '../../theme/contract.css';
import { layeredStyle as layered } from '../../theme/layeredStyle';
import { cardRule, focusRingRule } from '../../theme/recipes';

// The panel follows its own width: beside the results it is a column; above them, on a
// tablet, it is wide enough for two, and a single column would stretch each control.
export const root = layered({
  containerType: 'inline-size',
  padding: vars.space.md,
  ...cardRule,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** Where the panel is wide enough for two columns: stock and price, then the categories. */
const wide = '(min-width: 36rem)';

export const panelLayout = layered({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@container': {
    [wide]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl, alignItems: 'start' },
  },
});

/** "Only in stock" and the price band, kept together in a column. */
export const group = layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const categories = layered({ minWidth: 0, '@container': { [wide]: { gridColumn: 2, gridRow: '2 / span 2' } } });

export const clear = layered({ '@container': { [wide]: { gridColumn: 1, justifySelf: 'start' } } });

/** In a sheet: the same controls without the card, which the sheet itself is. */
export const sheetRoot = layered({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const heading = layered({
  gridColumn: '1 / -1',
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const subheading = layered({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  padding: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
});

export const check = layered({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
});

export const checkbox = layered({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.accent,
  selectors: {
    '&:focus-visible': focusRingRule,
  },
});

export const fieldset = layered({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const priceFields = layered({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const priceField = layered({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const categoryList = layered({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const categoryLink = layered({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised, textDecoration: 'underline' },
    '&[aria-current="true"]': {
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      fontWeight: vars.fontWeight.strong,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
  },
});

export const count = layered({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});
