/**
 * The widest screen the kit treats as a phone, in CSS pixels: below 640 px a collapsible
 * `CartSummary` shows only its total, `CheckoutTabs` keep one row and listing filters move
 * into a sheet. One number, so the kit's rules and an app's (its media queries and
 * `matchMedia`) switch at the same width and cannot drift apart.
 */
export const PHONE_MAX_WIDTH = 639;

/** The media query for a phone-sized screen, for `@media` rules and `window.matchMedia`. */
export const phoneMedia = `screen and (max-width: ${PHONE_MAX_WIDTH}px)`;

/** The media query for any screen wider than a phone (its complement). */
export const widerThanPhoneMedia = `screen and (min-width: ${PHONE_MAX_WIDTH + 1}px)`;

/** The container query for a part narrower than a phone's screen (`@container` rules). */
export const phoneContainer = `(max-width: ${PHONE_MAX_WIDTH}px)`;
