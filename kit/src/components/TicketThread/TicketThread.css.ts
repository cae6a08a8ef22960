import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

// The conversation is a list like an order's timeline.
export { list as thread } from '../OrderTimeline/OrderTimeline.css';

/** One message: the customer's on the accent rule, staff replies on the border's. */
export const message = layeredStyle({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  borderInlineStart: `3px solid ${vars.color.border}`,
  selectors: { '&[data-from="customer"]': { borderInlineStartColor: vars.color.accent } },
});

export const heading = layeredStyle({ margin: 0, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.strong });

export const meta = layeredStyle({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** Plain text as written: its line breaks kept, long words (links, references) wrapped. */
export const body = layeredStyle({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.5 });
