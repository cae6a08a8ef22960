export { redirectLocale, type RedirectLocale } from './redirectLocale';
export { normaliseRedirectPath, MAX_REDIRECT_PATH_LENGTH } from './redirectPath';
