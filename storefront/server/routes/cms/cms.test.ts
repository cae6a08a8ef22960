import type { CmsMeta, CmsPage } from '@rigsmith/kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../test/app';
import { createCatalogueTestApp, getJson, type CatalogueTestApp } from '../../test/catalogue';

let catalogue: CatalogueTestApp;

beforeAll(async () => {
  catalogue = await createCatalogueTestApp();
});
afterAll(() => catalogue.close());

describe('GET /api/cms/meta', () => {
  it('gives the site name and the layout’s links, cacheable', async () => {
    const response = await get(catalogue.app, '/api/cms/meta');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    const meta = (await response.json()) as CmsMeta;
    expect(meta.site_name).toBe('Rigsmith');
    expect(meta.navigation).toEqual([
      { label: 'Gaming PCs', href: '/gaming-pcs' },
      { label: 'Models', href: '/models' },
      { label: 'Custom PC Builder', href: '/custom-pc-builder/customiser' },
      { label: 'Games', href: '/games' },
      { label: 'Contact us', href: '/contact-us' },
    ]);
    expect(meta.footer_links.map((link) => link.href)).toEqual(['/about', '/warranty', '/delivery', '/privacy', '/terms', '/accessibility']);
  });

  it('labels the links in the storefront’s language', async () => {
    const meta = await getJson<CmsMeta>(catalogue.app, '/api/cms/meta?country=IT');
    expect(meta.navigation.map((link) => link.label)).toEqual(['PC da gaming', 'Modelli', 'Configuratore PC', 'Giochi', 'Contattaci']);
    expect(meta.footer_links[1]).toEqual({ label: 'Garanzia', href: '/warranty' });
  });
});

describe('GET /api/cms/pages/', () => {
  it('lists the content pages with their type and API address', async () => {
    const response = await get(catalogue.app, '/api/cms/pages/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    const { items } = (await response.json()) as { items: CmsPage[] };
    expect(items.map(({ slug, title, meta }) => ({ slug, title, meta }))).toEqual([
      { slug: 'about', title: 'About Rigsmith', meta: { type: 'content', api_url: '/api/cms/pages/about/' } },
      { slug: 'warranty', title: 'Warranty', meta: { type: 'content', api_url: '/api/cms/pages/warranty/' } },
      { slug: 'delivery', title: 'Delivery', meta: { type: 'content', api_url: '/api/cms/pages/delivery/' } },
      { slug: 'privacy', title: 'Privacy policy', meta: { type: 'legal', api_url: '/api/cms/pages/privacy/' } },
      { slug: 'terms', title: 'Terms and conditions', meta: { type: 'legal', api_url: '/api/cms/pages/terms/' } },
      { slug: 'accessibility', title: 'Accessibility', meta: { type: 'legal', api_url: '/api/cms/pages/accessibility/' } },
    ]);
    expect(items.every((page) => Number.isInteger(page.id))).toBe(true);
  });

  it('titles them in the storefront’s language', async () => {
    const { items } = await getJson<{ items: CmsPage[] }>(catalogue.app, '/api/cms/pages/?country=FR');
    expect(items.map((page) => page.title)).toEqual([
      'À propos de Rigsmith',
      'Garantie',
      'Livraison',
      'Politique de confidentialité',
      'Conditions générales de vente',
      'Accessibilité',
    ]);
  });

  it('rejects an unknown country', async () => {
    expect((await get(catalogue.app, '/api/cms/pages/?country=XX')).status).toBe(400);
  });
});
