import { describe, expect, it } from 'vitest';
import { addressEnquiryHref, addressFromSearch } from './addressEnquiry';

const names = (code: string) => ({ IT: 'Italy', GB: 'United Kingdom' })[code] ?? code;

describe('the address enquiry link', () => {
  it('carries the typed address in writing order, and the contact screen reads it back', () => {
    const href = addressEnquiryHref({ line1: 'Via Nuova 3', line2: '', postcode: '00199', city: 'Borgo Nuovo', country: 'IT' }, names);
    expect(href.startsWith('/contact-us?address=')).toBe(true);
    expect(addressFromSearch(href.slice(href.indexOf('?')))).toBe('Via Nuova 3, 00199 Borgo Nuovo, Italy');
  });

  it('leaves out what was not typed', () => {
    const href = addressEnquiryHref({ line1: '', line2: '', postcode: '', city: 'Atlantis', country: 'GB' }, names);
    expect(addressFromSearch(href.slice(href.indexOf('?')))).toBe('Atlantis, United Kingdom');
  });

  it('ignores a missing, blank or oversized address and flattens line breaks', () => {
    expect(addressFromSearch('')).toBeNull();
    expect(addressFromSearch('?address=%20%20')).toBeNull();
    expect(addressFromSearch(`?address=${'x'.repeat(501)}`)).toBeNull();
    expect(addressFromSearch('?address=1%20High%20St%0A%0ABath')).toBe('1 High St Bath');
  });
});
