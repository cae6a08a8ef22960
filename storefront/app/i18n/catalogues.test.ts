import { describe, expect, it } from 'vitest';
import { localeTags } from '@rigsmith/kit/domain';
import { kitMessages } from '@rigsmith/kit/messages';
import { storefrontMessages } from './messages';

// Every user-visible string exists in all five languages, for the kit and the storefront.
describe.each([
  ['kit', kitMessages],
  ['storefront', storefrontMessages],
])('%s message catalogues', (_name, catalogues) => {
  const reference = Object.keys(catalogues['en-GB']).sort();

  it.each(localeTags.filter((tag) => tag !== 'en-GB'))('%s has exactly the en-GB keys', (tag) => {
    expect(Object.keys(catalogues[tag]).sort()).toEqual(reference);
  });

  it.each([...localeTags])('%s has no empty message', (tag) => {
    expect(Object.entries(catalogues[tag]).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
