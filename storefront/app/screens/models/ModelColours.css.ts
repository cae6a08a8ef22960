import { style, styleVariants } from '@vanilla-extract/css';
import { caseFinishColours } from '@rigsmith/kit/domain';
import { vars } from '@rigsmith/kit/theme';

/** The model page's colours (ModelDetails): its own file, so its CSS downloads with that deferred part. */
export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One finish: name, builds and price, then its button at the foot, so buttons align across the row. */
export const finish = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', justifyItems: 'start' });

export const show = style({ marginTop: vars.space.xs });

export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
});

export const builds = style({ color: vars.color.textMuted });

export const intro = style({ margin: 0, maxWidth: '60ch' });

const swatch = style({
  flex: '0 0 auto',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.pill,
  // A ring in the text colour, so a white or black swatch shows on either theme.
  boxShadow: `0 0 0 1px ${vars.color.text}`,
});

/** A finish's swatch: the case's colour itself, a fact of the product rather than a theme token. */
export const swatches = styleVariants(caseFinishColours, (colour) => [swatch, { background: colour }]);
