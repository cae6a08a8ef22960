import type { PcBuildCheck, PreBuiltComponents } from '@rigsmith/kit/api';
import type { ApiErrorBody } from '@rigsmith/kit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../test/app';
import { createCatalogueTestApp, getJson, type CatalogueTestApp } from '../../test/catalogue';

let catalogue: CatalogueTestApp;

beforeAll(async () => {
  catalogue = await createCatalogueTestApp();
});
afterAll(() => catalogue.close());

const componentsOf = (reference: string, query = '') =>
  getJson<PreBuiltComponents>(catalogue.app, `/api/ecommerce/builds/${encodeURIComponent(reference)}/components/${query}`);

describe('GET /api/ecommerce/builds/{reference}/components/ (customise a pre-built build)', () => {
  it('gives a discounted build’s parts with their offers, its prices and the discount a customisation loses', async () => {
    const striker = await componentsOf('RS-STRIKER');
    expect(striker).toMatchObject({
      reference: 'RS-STRIKER',
      name: 'Rigsmith Striker RX 7600',
      price: { amount: 819_00, currency: 'gbp' },
      was_price: { amount: 899_00, currency: 'gbp' },
      discount: { amount: 80_00, currency: 'gbp' },
    });
    expect(striker.components.length).toBeGreaterThan(5);
    const gpu = striker.components.find(({ component }) => component.category === 'gpu')!;
    expect(gpu.component).toMatchObject({
      id: 'gpu-sapphire-pulse-rx-7600',
      product_id: expect.any(Number),
      price: { currency: 'gbp' },
      status: 'public',
    });
  });

  it('answers the same parts and offers POST pc_build/check/ gives for them', async () => {
    const vanguard = await componentsOf('RS-VANGUARD', '?country=FR');
    expect(vanguard.discount).toBeNull();
    expect(vanguard.was_price).toBeNull();
    expect(vanguard.price.currency).toBe('eur');
    // Two memory kits: the amount comes with the part.
    expect(vanguard.components.find(({ component }) => component.category === 'memory')!.amount).toBe(2);
    const response = await catalogue.app.request('/api/ecommerce/pc_build/check/?country=FR', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ components: vanguard.components.map(({ component, amount }) => ({ component: component.product_id, amount })) }),
    });
    expect(response.status).toBe(200);
    const check = (await response.json()) as PcBuildCheck;
    expect(check.components).toEqual(vanguard.components);
  });

  it('is a 404 in the storefront’s language for an unknown reference, or a part’s', async () => {
    for (const reference of ['RS-NOPE', 'gpu-sapphire-pulse-rx-7600']) {
      const response = await get(catalogue.app, `/api/ecommerce/builds/${reference}/components/?country=DE`);
      expect(response.status).toBe(404);
      const body = (await response.json()) as ApiErrorBody;
      expect(body).toEqual({ code: 'build_not_found', message: 'Kein Fertig-PC hat diese Artikelnummer.' });
    }
  });
});
