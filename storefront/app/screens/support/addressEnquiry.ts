/**
 * The contact-us link the address form offers when a shopper's place is not in the list
 * (no dead end at the last step): it carries the address they typed, and the contact screen
 * starts the message with it, so support can add the place or arrange the delivery.
 */

/** The query parameter holding the typed address. */
export const ADDRESS_PARAM = 'address';
/** Longer is no address: the message box is the place for more. */
export const ADDRESS_PARAM_MAX_LENGTH = 500;

type TypedAddress = { line1: string; line2: string; postcode: string; city: string; country: string };

/** `/contact-us?address=…` with the non-empty parts of what was typed, in writing order. */
export function addressEnquiryHref(address: TypedAddress, countryName: (code: string) => string): string {
  const text = [address.line1, address.line2, [address.postcode, address.city].filter(Boolean).join(' '), countryName(address.country)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return `/contact-us?${new URLSearchParams({ [ADDRESS_PARAM]: text.slice(0, ADDRESS_PARAM_MAX_LENGTH) }).toString()}`;
}

/** The typed address of a contact-us query string, or null (none, blank, or too long to be one). */
export function addressFromSearch(search: string): string | null {
  const text = new URLSearchParams(search).get(ADDRESS_PARAM)?.trim() ?? '';
  if (text === '' || text.length > ADDRESS_PARAM_MAX_LENGTH) return null;
  // One line: line breaks in a link are someone else's text, not an address.
  return text.replace(/\s+/g, ' ');
}
