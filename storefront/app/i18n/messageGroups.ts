/** Namespaces only the back office shows: `rest` leaves them out, so no shop page downloads staff strings. */
export const backOfficeNamespaces = [
  'adminLayout',
  'adminCoupons',
  'adminOrders',
  'adminOrder',
  'adminStock',
  'adminOrderTable',
  'orderTimeline',
  'orderActions',
  'stockTable',
  // Review moderation, the team and the audit log.
  'adminReviews',
  'adminTeam',
  'adminAudit',
  'reviewModeration',
  'staffRole',
  'staffTable',
  'inviteStaffForm',
  'auditLogTable',
  // The support inbox (its screens, SupportTicketTable, TicketThread, TicketReplyForm, the reply's rules).
  'adminSupport',
] as const;

/**
 * How the browser downloads the catalogue (issue "first paint": only what a page renders).
 * A group lists id prefixes: a namespace, the id's first segment (`productCard` holds
 * `productCard.inStock`), or a part of one (`support.cookieBanner` holds its five strings and
 * not the contact form's). `shell` holds what every page draws (layout, header, footer, cookie
 * banner, error page) and comes before the first render; a route names its group, which
 * downloads with its chunk. `rest` is every string outside the shell (but those a group owns):
 * routes that name no group get it, so a screen never lacks a string. The build checks each
 * group against the ids its chunks use (storefront/build/messageGroups.ts) and says what to
 * add when one is missing.
 */
export const messageGroups = {
  shell: [
    'app',
    'storefront',
    'errors',
    'header',
    'nav',
    'footer',
    'cartLink',
    'storefrontMenu',
    'loader',
    'errorPage',
    // The cookie banner and the footer's contact link; the contact form's strings are the rest's.
    'support.cookieBanner',
    'support.footer',
    // The footer's page links and the unknown page's title; the page screen's own are the rest's.
    'cms.footerNav',
    'cms.routeNotValid',
    'builderLayout',
  ],
  home: ['home', 'productCard', 'priceTag'],
  // The gaming PCs listing: its filters, sorting and cards, not the rest's 15 KB gz of every
  // other screen's strings, which arrived before its first picture painted (bench/README.md "page-speed").
  listing: ['listing', 'listingFilters', 'filterSheet', 'sort', 'sortSelect', 'pagination', 'productCard', 'priceTag', 'addToCart', 'addedToCart'],
  // `caseFinish`: the finishes' names (the kit's), in the gallery's pictures of each finish.
  model: ['modelScreen', 'rating', 'gallery', 'caseFinish'],
  // The model page's builds, with "Add to cart" and its notices (screens/models/ModelBuilds.tsx), and
  // its colours and reviews (screens/models/ModelDetails.tsx): parts below its fold, which download as it hydrates.
  modelBuilds: ['productCard', 'priceTag', 'customiseLink', 'fpsNote', 'addToCart', 'addedToCart'],
  modelDetails: ['reviewList', 'modelColours'],
  // The staff back office: its own strings and the shop's it shows (statuses, order details, pages).
  admin: [
    ...backOfficeNamespaces,
    'orderStatus',
    'orderDetails',
    'cartSummary',
    'configurator',
    'pagination',
    // The moderation queue shows reviews as the model page does; the invitation form and the
    // support inbox's reply form are account forms: the shared form hook's messages come too.
    'reviewList',
    'validation',
    'errorSummary',
    'accountForm',
    // The account forms' shared hook knows the card form's message ids too, and the contact form's rules.
    'payment',
    'support.validation',
    // An order's lines show their reference as the cart's do.
    'cartLine.reference',
    // The nav's permission 'reviews.moderate' reads as an id of this namespace to the build's check.
    'reviews',
  ],
  orderReview: [
    'orderReview',
    'reviewForm',
    'reviews',
    'validation',
    'errorSummary',
    'accountForm',
    'accountScreen',
    'checkout',
    'payment',
    // The account forms' shared hook knows the contact form's rules too.
    'support.validation',
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * Namespaces only their own group's routes render, left out of `rest` so that routes without
 * a group of their own do not download them (the build fails if one of those uses them).
 */
export const routeOwnedNamespaces: readonly string[] = [...backOfficeNamespaces, 'orderReview', 'reviewForm', 'reviewList', 'modelColours'];

export type MessageGroup = keyof typeof messageGroups | 'rest';

/** The screens (relative to storefront/app) whose routes download a group of their own, for the build's check. */
export const screenMessageGroups: Record<string, Exclude<MessageGroup, 'shell' | 'rest'>> = {
  'screens/HomeScreen.tsx': 'home',
  'screens/models/ModelScreen.tsx': 'model',
  'screens/GamingPcsScreen.tsx': 'listing',
  // Every back-office screen comes in one chunk (screens/admin/backOffice.ts).
  'screens/admin/backOffice.ts': 'admin',
  'screens/reviews/OrderReviewScreen.tsx': 'orderReview',
};

/**
 * Deferred parts of a screen (routing/deferredPart.ts): each part's group, which downloads with
 * its chunk, and its screen's, whose strings it may use too (they are there already).
 */
export const screenPartMessageGroups: Record<
  string,
  { group: Exclude<MessageGroup, 'shell' | 'rest'>; within: Exclude<MessageGroup, 'shell' | 'rest'> }
> = {
  'screens/models/ModelBuilds.tsx': { group: 'modelBuilds', within: 'model' },
  'screens/models/ModelDetails.tsx': { group: 'modelDetails', within: 'model' },
};
