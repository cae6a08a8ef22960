import { describe, expect, it } from 'vitest';
import { localeTags, storefrontForCountry } from '@rigsmith/kit/domain';
import { serverMessages, translatorFor } from './i18n';

// What the server says (errors, confirmations, emails) exists in all five languages.
describe('server message catalogues', () => {
  const reference = Object.keys(serverMessages['en-GB']).sort();

  it.each(localeTags.filter((tag) => tag !== 'en-GB'))('%s has exactly the en-GB keys', (tag) => {
    expect(Object.keys(serverMessages[tag]).sort()).toEqual(reference);
  });

  it.each([...localeTags])('%s has no empty message', (tag) => {
    expect(Object.entries(serverMessages[tag]).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('answers in the language of the storefront asked', () => {
    const german = translatorFor(storefrontForCountry('DE'));
    expect(german('auth.invalidCredentials')).not.toBe(translatorFor(storefrontForCountry('GB'))('auth.invalidCredentials'));
  });
});
