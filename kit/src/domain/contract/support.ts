import { z } from 'zod';

/**
 * Contact-us tickets: the call SPEC §7 leaves unshown ("contact-ticket calls: not shown"),
 * designed here. POST api/support/ticket/ takes the contact form's values (the kit's
 * `contactTicketSchema`) and answers 201 with the ticket's reference; a bearer token, if
 * sent, links the ticket to the customer.
 */

/** POST api/support/ticket/ body. Empty optional fields may be left out. */
export type ContactTicketRequest = {
  full_name: string;
  email: string;
  /** One of our order references (`RS-2026-000042`); never looked up. */
  order_number?: string | undefined;
  /** International, with its + prefix. */
  phone_number?: string | undefined;
  /** At most `CONTACT_MESSAGE_MAX_LENGTH` characters. */
  message: string;
  /** SPEC §5: must be true. */
  privacy_accepted: true;
};

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
