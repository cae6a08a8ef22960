// Contact-us tickets and the cookie consent banner.
export { useContactTicket, type ContactTicketApi } from './useContactTicket';
export { useCookieConsent, type CookieConsentApi } from './useCookieConsent';
