import type { ApiErrorBody } from '@rigsmith/kit/domain';
import type { CmsMeta, CmsPage, CmsPageContent } from '@rigsmith/kit/api';
import { countryCodes } from '@rigsmith/kit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../test/app';
import { createCatalogueTestApp, getJson, type CatalogueTestApp } from '../../test/catalogue';

let catalogue: CatalogueTestApp;

beforeAll(async () => {
  catalogue = await createCatalogueTestApp();
});
afterAll(() => catalogue.close());

describe('GET /api/cms/pages/{slug}/', () => {
  it('serves every footer link’s page in every storefront, in its language', async () => {
    for (const country of countryCodes) {
      const meta = await getJson<CmsMeta>(catalogue.app, `/api/cms/meta?country=${country}`);
      const { items } = await getJson<{ items: CmsPage[] }>(catalogue.app, `/api/cms/pages/?country=${country}`);
      expect(meta.footer_links.length).toBeGreaterThan(0);
      for (const link of meta.footer_links) {
        const listed = items.find((item) => `/${item.slug}` === link.href);
        expect(listed, `${country} ${link.href}`).toBeDefined();
        const page = await getJson<CmsPageContent>(catalogue.app, `${listed!.meta.api_url}?country=${country}`);
        expect(page, `${country} ${link.href}`).toMatchObject({ id: listed!.id, slug: listed!.slug, title: listed!.title, meta: listed!.meta });
        expect(page.body.length).toBeGreaterThan(2);
        expect(page.meta.seo_description.length).toBeGreaterThan(40);
        expect(Number.isNaN(Date.parse(page.updated_at))).toBe(false);
      }
    }
  });

  it('publishes the accessibility statement in the footer of every storefront, in its language, with its known gaps dated', async () => {
    const titles = { GB: 'Accessibility', FR: 'Accessibilité', IT: 'Accessibilità', ES: 'Accesibilidad', DE: 'Barrierefreiheit' };
    for (const country of countryCodes) {
      const meta = await getJson<CmsMeta>(catalogue.app, `/api/cms/meta?country=${country}`);
      expect(meta.footer_links, country).toContainEqual({ label: titles[country], href: '/accessibility' });
      const page = await getJson<CmsPageContent>(catalogue.app, `/api/cms/pages/accessibility/?country=${country}`);
      expect(page.title).toBe(titles[country]);
      const text = JSON.stringify(page.body);
      expect(text, country).toMatch(/WCAG\)? 2\.2/);
      expect(text, country).toMatch(/2026/);
      expect(page.body, country).toContainEqual(expect.objectContaining({ type: 'link', href: '/contact-us' }));
    }
  });

  it('answers each storefront in its own language', async () => {
    const texts = new Set<string>();
    for (const country of countryCodes) {
      const page = await getJson<CmsPageContent>(catalogue.app, `/api/cms/pages/warranty/?country=${country}`);
      texts.add(JSON.stringify(page.body));
    }
    expect(texts.size).toBe(countryCodes.length);
    const de = await getJson<CmsPageContent>(catalogue.app, '/api/cms/pages/warranty/?country=DE');
    expect(de.title).toBe('Garantie');
    expect(de.body).toContainEqual({ type: 'heading', level: 2, text: 'Was abgedeckt ist' });
  });

  it('gives structured blocks with safe links only, headings starting at level 2', async () => {
    for (const slug of ['about', 'warranty', 'delivery', 'privacy', 'terms', 'accessibility']) {
      const page = await getJson<CmsPageContent>(catalogue.app, `/api/cms/pages/${slug}/?country=FR`);
      expect(['heading', 'paragraph', 'list', 'link']).toEqual(expect.arrayContaining(page.body.map((block) => block.type)));
      const firstHeading = page.body.find((block) => block.type === 'heading');
      expect(firstHeading && firstHeading.type === 'heading' && firstHeading.level).toBe(2);
      for (const block of page.body) {
        if (block.type === 'link') expect(block.href, slug).toMatch(/^(\/(?!\/)|https:\/\/|mailto:|tel:)/);
        if (block.type !== 'list' && block.type !== 'link') expect(block.text, slug).not.toMatch(/<[a-z/]/i);
      }
    }
  });

  it('is cacheable', async () => {
    const response = await get(catalogue.app, '/api/cms/pages/about/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
  });

  it('answers 404 JSON for an unknown page, in the storefront’s language', async () => {
    const response = await get(catalogue.app, '/api/cms/pages/no-such-page/?country=FR');
    expect(response.status).toBe(404);
    expect((await response.json()) as ApiErrorBody).toEqual({ code: 'cms_page_not_found', message: 'La page « no-such-page » n’existe pas.' });
  });

  it('rejects an unknown country', async () => {
    expect((await get(catalogue.app, '/api/cms/pages/about/?country=XX')).status).toBe(400);
  });
});
