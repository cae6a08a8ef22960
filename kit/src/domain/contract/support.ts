import { z } from 'zod';
import type { contactTicketSchema } from '../support/contact';

/**
 * Contact-us tickets: the call SPEC §7 leaves unshown ("contact-ticket calls: not shown"),
 * designed here. POST api/support/ticket/ takes the contact form's values (the kit's
 * `contactTicketSchema`) and answers 201 with the ticket's reference; a bearer token, if
 * sent, links the ticket to the customer.
 */

/**
 * POST api/support/ticket/ body: the input of `contactTicketSchema`, which the server
 * validates with (empty optional fields may be left out; `privacy_accepted` must be true).
 */
export type ContactTicketRequest = z.input<typeof contactTicketSchema>;

/** 201 answer: "support ticket raised" (SPEC §8). */
export const ContactTicketResultSchema = /* @__PURE__ */ z
  .object({
    /** `SUP-` and 6 characters, e.g. `SUP-7F3K9Q`; also in the acknowledgement email. */
    reference: /* @__PURE__ */ z
      .string()
      .meta({ description: 'The ticket’s reference, for the customer to quote: `SUP-` and 6 characters.', example: 'SUP-7F3K9Q' }),
  })
  .meta({ id: 'ContactTicketResult' });
export type ContactTicketResult = z.infer<typeof ContactTicketResultSchema>;
