import { vars } from '../../theme/contract.css';
import { layeredStyle } from '../../theme/layeredStyle';

// The shape is the order badge's (OrderStatusBadge.css `badge`); these add the ticket's states.
export { badge } from '../OrderStatusBadge/OrderStatusBadge.css';

/** Open tickets (waiting for staff) outlined in the accent, closed ones muted. */
export const ticketStatus = layeredStyle({
  selectors: {
    '&[data-status="open"]': { boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
    '&[data-status="closed"]': { color: vars.color.textMuted },
  },
});
