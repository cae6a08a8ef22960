export * from './contact';
export * from './cookieConsent';
