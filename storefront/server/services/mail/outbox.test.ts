import { storefronts } from '@rigsmith/kit/domain';
import { describe, expect, it } from 'vitest';
import { parseStorefrontHosts, storefrontUrls } from '../../pages/storefront-hosts';
import { passwordEmail, passwordLink } from './outbox';

describe('passwordLink', () => {
  it('points at the storefront’s create-password screen, prefix except default on one host', () => {
    expect(passwordLink(storefrontUrls('https://shop.test/'), storefronts.uk, 'abc')).toBe('https://shop.test/create-password/abc');
    expect(passwordLink(storefrontUrls('https://shop.test'), storefronts.it, 'a/b')).toBe('https://shop.test/it/create-password/a%2Fb');
  });

  it('uses the storefront’s own domain when STOREFRONT_HOSTS maps one (SPEC §1)', () => {
    const urls = storefrontUrls(
      'https://shop.test',
      parseStorefrontHosts('uk=rigsmith.co.uk,fr=rigsmith.fr,it=rigsmith.it,es=rigsmith.es,de=rigsmith.de'),
    );
    expect(passwordLink(urls, storefronts.de, 'abc')).toBe('https://rigsmith.de/create-password/abc');
    expect(passwordLink(urls, storefronts.uk, 'abc')).toBe('https://rigsmith.co.uk/create-password/abc');
  });
});

describe('passwordEmail', () => {
  it('writes the email in the storefront’s language, with the link and its validity', () => {
    const mail = passwordEmail({
      storefront: storefronts.es,
      kind: 'reset-password',
      recipient: 'ana@example.com',
      link: 'https://shop.test/es/create-password/t',
      validHours: 2,
    });
    expect(mail.recipient).toBe('ana@example.com');
    expect(mail.links).toEqual(['https://shop.test/es/create-password/t']);
    expect(mail.subject).not.toBe('Reset your Rigsmith password');
    expect(mail.text).toContain('https://shop.test/es/create-password/t');
    expect(mail.text).toMatch(/\b2\b/);
  });

  it('says 48 hours in English for a registration', () => {
    const mail = passwordEmail({ storefront: storefronts.uk, kind: 'create-password', recipient: 'a@example.com', link: 'L', validHours: 48 });
    expect(mail.subject).toBe('Create your Rigsmith password');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Thank you for registering with Rigsmith. Create your password with this link, valid for 48 hours:',
        'L',
        '',
        'If you did not ask for this, you can ignore this email.',
        '',
        'The Rigsmith team',
        '',
      ].join('\n'),
    );
  });
});
