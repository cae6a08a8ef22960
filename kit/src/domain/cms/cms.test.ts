import { describe, expect, it } from 'vitest';
import { normaliseRedirectPath, redirectLocale } from '.';

describe('redirectLocale (SPEC §9 redirect locale mapping)', () => {
  it.each([
    ['en-us', 'GB'],
    ['en-gb', 'GB'],
    ['en', 'GB'],
    ['uk', 'GB'],
    ['en-GB', 'GB'],
    ['fr', 'FR'],
    ['fr-FR', 'FR'],
    ['it', 'IT'],
    ['it-IT', 'IT'],
    ['es', 'ES'],
    ['ES', 'ES'],
    ['de', 'DE'],
    ['de-DE', 'DE'],
    [' DE ', 'DE'],
  ])('maps %s to %s', (locale, country) => {
    expect(redirectLocale(locale)).toBe(country);
  });

  it.each([['nl'], ['pt-BR'], ['xx'], [''], [null], [undefined], ['__proto__'], ['constructor'], ['toString']])(
    'maps anything else (%s) to GB',
    (locale) => {
      expect(redirectLocale(locale)).toBe('GB');
    },
  );
});

describe('normaliseRedirectPath', () => {
  it.each([
    ['/blog', '/blog'],
    ['/blog/', '/blog'],
    ['/Blog/Latest/', '/blog/latest'],
    ['blog', '/blog'],
    ['//blog//latest', '/blog/latest'],
    ['/blog?page=2#top', '/blog'],
    ['/', '/'],
    ['', '/'],
    ['/%C3%A9T%C3%A9', '/%c3%a9t%c3%a9'],
  ])('%s is %s', (path, normalised) => {
    expect(normaliseRedirectPath(path)).toBe(normalised);
  });
});
