// Contact us and the cookie consent banner, exported from the kit's main entry.
export { ContactForm, type ContactFormProps, type ContactFormValues } from './ContactForm';
export { CookieBanner, type CookieBannerProps } from './CookieBanner';
