export * from './contact';
export * from './cookieConsent';
export * from './inbox';
