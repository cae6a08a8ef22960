import type { BudgetBand, BuildCard, BuildListing, FpsFinderResult, GamePerformance } from '@rigsmith/kit/api';
import type { ApiErrorBody } from '@rigsmith/kit/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { get } from '../../test/app';
import { createCatalogueTestApp, expectBadParameter, getJson, type CatalogueTestApp } from '../../test/catalogue';

let catalogue: CatalogueTestApp;

beforeAll(async () => {
  catalogue = await createCatalogueTestApp();
});
afterAll(() => catalogue.close());
afterEach(() => {
  vi.useRealTimers();
});

const listBuilds = (query = '') => getJson<BuildListing>(catalogue.app, `/api/ecommerce/builds/${query}`);
const references = (cards: readonly BuildCard[]) => cards.map((card) => card.reference);

describe('GET /api/ecommerce/builds/', () => {
  it('lists every build, best sellers first (unranked last), priced in pounds for GB by default', async () => {
    const listing = await listBuilds();
    expect(listing).toMatchObject({ count: 7, page: 1, per_page: 12 });
    expect(references(listing.items)).toEqual(['RS-STRIKER', 'RS-VANGUARD', 'RS-SCOUT', 'RS-APEX', 'RS-OFFICE', 'RS-HORIZON', 'RS-TITAN']);
    expect(new Set(listing.items.map((card) => card.price.currency))).toEqual(new Set(['gbp']));
  });

  it('gives the whole card: discounted price with the was-price, model, category, figures from the parts', async () => {
    // Friday 9 January 2026: three working days later is Wednesday the 14th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-09T15:00:00Z'));
    const listing = await listBuilds('?per_page=1');
    expect(listing.items[0]).toEqual({
      id: expect.any(Number),
      reference: 'RS-STRIKER',
      name: 'Rigsmith Striker RX 7600',
      product_class: 'pc-build',
      price: { amount: 819_00, currency: 'gbp' },
      was_price: { amount: 899_00, currency: 'gbp' },
      model: 'vanguard',
      category: 'gaming-pcs/esports',
      // One approved review of 5 (rating samples are not counted: only reviews a page shows).
      rating: 5,
      review_count: 1,
      // Every part has one day's lead time, plus two assembly days.
      shipping_days: 3,
      estimated_ship_date: '2026-01-14',
      in_stock: true,
      backorder: false,
      fps: { min: expect.any(Number), max: expect.any(Number) },
      image: { src: `/api/ecommerce/products/${listing.items[0]!.id}/picture.svg`, width: 800, height: 600 },
    } satisfies BuildCard);
  });

  it('prices in euros for France, Italy, Spain and Germany', async () => {
    for (const country of ['FR', 'IT', 'ES', 'DE']) {
      const listing = await listBuilds(`?country=${country}&per_page=1`);
      expect(listing.items[0]).toMatchObject({
        price: { amount: 959_00, currency: 'eur' },
        was_price: { amount: 1_049_00, currency: 'eur' },
      });
    }
  });

  it('derives stock, shipping days, rating and FPS from the components, reviews and games', async () => {
    const byReference = Object.fromEntries((await listBuilds()).items.map((card) => [card.reference, card]));
    // Needs two memory kits; one is in stock.
    expect(byReference['RS-VANGUARD']).toMatchObject({ in_stock: false, rating: null, review_count: 0, shipping_days: 4 });
    // The RTX 4090 takes five days to come in.
    expect(byReference['RS-TITAN']).toMatchObject({ in_stock: true, shipping_days: 7, rating: 3, review_count: 1 });
    // Approved reviews of 5 and 4 (its rating samples are not counted): 9 / 2 = 4.5.
    expect(byReference['RS-APEX']).toMatchObject({ rating: 4.5, review_count: 2 });
    // Integrated graphics only: no FPS to estimate.
    expect(byReference['RS-OFFICE']?.fps).toBeNull();
    const fps = (reference: string) => byReference[reference]!.fps!;
    expect(fps('RS-TITAN').min).toBeGreaterThan(fps('RS-APEX').min);
    expect(fps('RS-APEX').min).toBeGreaterThan(fps('RS-SCOUT').min);
    expect(fps('RS-APEX')).toEqual(fps('RS-HORIZON'));
  });

  describe('sorts', () => {
    it.each([
      ['price_asc', ['RS-OFFICE', 'RS-SCOUT', 'RS-STRIKER', 'RS-VANGUARD', 'RS-APEX', 'RS-HORIZON', 'RS-TITAN']],
      ['price_desc', ['RS-TITAN', 'RS-HORIZON', 'RS-APEX', 'RS-VANGUARD', 'RS-STRIKER', 'RS-SCOUT', 'RS-OFFICE']],
      ['title_asc', ['RS-APEX', 'RS-HORIZON', 'RS-OFFICE', 'RS-SCOUT', 'RS-STRIKER', 'RS-TITAN', 'RS-VANGUARD']],
      ['title_desc', ['RS-VANGUARD', 'RS-TITAN', 'RS-STRIKER', 'RS-SCOUT', 'RS-OFFICE', 'RS-HORIZON', 'RS-APEX']],
      // 5.0, then 4.5 twice (same count: best seller first), 3.0, unrated last (best sellers first).
      ['best_rated', ['RS-STRIKER', 'RS-SCOUT', 'RS-APEX', 'RS-TITAN', 'RS-VANGUARD', 'RS-OFFICE', 'RS-HORIZON']],
      // 3 days (by best seller), then 4, then 7.
      ['quickest_delivery', ['RS-STRIKER', 'RS-SCOUT', 'RS-APEX', 'RS-OFFICE', 'RS-HORIZON', 'RS-VANGUARD', 'RS-TITAN']],
      ['bestselling', ['RS-STRIKER', 'RS-VANGUARD', 'RS-SCOUT', 'RS-APEX', 'RS-OFFICE', 'RS-HORIZON', 'RS-TITAN']],
    ])('?sort=%s', async (sort, expected) => {
      const listing = await listBuilds(`?sort=${sort}`);
      expect(references(listing.items)).toEqual(expected);
    });

    it('sorts on the price paid, after the discount', async () => {
      const listing = await listBuilds('?sort=price_asc&per_page=3');
      expect(listing.items.map((card) => card.price.amount)).toEqual([649_00, 799_00, 819_00]);
    });

    it('orders by rating, then the actual values agree', async () => {
      const ratings = (await listBuilds('?sort=best_rated')).items.map((card) => card.rating);
      expect(ratings).toEqual([5, 4.5, 4.5, 3, null, null, null]);
    });
  });

  describe('filters', () => {
    it('?in_stock=true leaves out builds with a component short', async () => {
      const listing = await listBuilds('?in_stock=true');
      expect(listing.count).toBe(6);
      expect(listing.items.every((card) => card.in_stock)).toBe(true);
      expect(references(listing.items)).not.toContain('RS-VANGUARD');
      expect((await listBuilds('?in_stock=false')).count).toBe(7);
    });

    it('takes a price band in the country’s currency, inclusive, on the price paid', async () => {
      const pounds = await listBuilds('?price_min=81900&price_max=109900&sort=price_asc');
      expect(references(pounds.items)).toEqual(['RS-STRIKER', 'RS-VANGUARD']);
      const euros = await listBuilds('?country=FR&price_min=81900&price_max=109900&sort=price_asc');
      expect(references(euros.items)).toEqual(['RS-SCOUT', 'RS-STRIKER']);
      expect(euros.items.map((card) => card.price)).toEqual([
        { amount: 929_00, currency: 'eur' },
        { amount: 959_00, currency: 'eur' },
      ]);
    });

    it('?category includes the categories below it', async () => {
      const all = await listBuilds('?category=gaming-pcs');
      expect(all.count).toBe(6);
      expect(references(all.items)).not.toContain('RS-OFFICE');
      const esports = await listBuilds('?category=gaming-pcs/esports&sort=price_asc');
      expect(references(esports.items)).toEqual(['RS-SCOUT', 'RS-STRIKER']);
      const workstations = await listBuilds('?category=workstations');
      expect(references(workstations.items)).toEqual(['RS-OFFICE']);
    });

    it('?model picks one case model’s builds', async () => {
      const aurora = await listBuilds('?model=aurora&sort=price_asc');
      expect(references(aurora.items)).toEqual(['RS-APEX', 'RS-HORIZON', 'RS-TITAN']);
    });

    it('combines filters with a sort', async () => {
      const listing = await listBuilds('?category=gaming-pcs&in_stock=1&sort=price_desc&price_max=200000');
      expect(references(listing.items)).toEqual(['RS-HORIZON', 'RS-APEX', 'RS-STRIKER', 'RS-SCOUT']);
    });
  });

  describe('facets', () => {
    it('describe the whole filtered set, not just the page', async () => {
      const listing = await listBuilds('?category=gaming-pcs&per_page=1');
      expect(listing.items).toHaveLength(1);
      expect(listing.facets).toEqual({
        categories: [
          { value: 'gaming-pcs/esports', label: 'Esports PCs', count: 2 },
          { value: 'gaming-pcs/performance', label: 'Performance PCs', count: 4 },
        ],
        price: { min: { amount: 799_00, currency: 'gbp' }, max: { amount: 3_499_00, currency: 'gbp' } },
        in_stock: 5,
      });
    });

    it('label categories in the storefront’s language and price in its currency', async () => {
      const listing = await listBuilds('?country=DE');
      expect(listing.facets.categories.map((facet) => facet.label)).toEqual(['E-Sport-PCs', 'Leistungs-PCs', 'Workstations']);
      expect(listing.facets.price).toEqual({ min: { amount: 749_00, currency: 'eur' }, max: { amount: 3_999_00, currency: 'eur' } });
      expect(listing.facets.in_stock).toBe(6);
    });

    it('are empty when nothing matches', async () => {
      const listing = await listBuilds('?price_min=9000000');
      expect(listing).toEqual({
        items: [],
        count: 0,
        page: 1,
        per_page: 12,
        facets: { categories: [], price: null, in_stock: 0 },
      });
    });
  });

  it('pages through the listing, counting the whole of it', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => listBuilds(`?sort=price_asc&per_page=3&page=${page}`)));
    expect(pages.map((page) => page.count)).toEqual([7, 7, 7, 7]);
    expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1, 0]);
    expect(pages.flatMap((page) => references(page.items))).toEqual(references((await listBuilds('?sort=price_asc')).items));
    expect(pages[1]).toMatchObject({ page: 2, per_page: 3 });
  });

  it.each([
    ['sort=cheapest', 'sort'],
    ['in_stock=yes', 'in_stock'],
    ['price_min=-1', 'price_min'],
    ['price_min=abc', 'price_min'],
    ['price_max=12.5', 'price_max'],
    ['price_min=5000&price_max=4000', 'price_max'],
    ['category=Gaming%20PCs!', 'category'],
    ['category=consoles', 'category'],
    ['model=..%2Fetc', 'model'],
    ['model=nebula', 'model'],
    ['per_page=0', 'per_page'],
    ['per_page=49', 'per_page'],
    ['per_page=2.5', 'per_page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
  ])('rejects ?%s with a 400 naming %s', async (query, field) => {
    await expectBadParameter(catalogue.app, `/api/ecommerce/builds/?${query}`, field);
  });

  it('says what is wrong with the value', async () => {
    const sort = await expectBadParameter(catalogue.app, '/api/ecommerce/builds/?sort=cheapest', 'sort');
    expect(sort.fields?.sort).toBe('sort must be one of bestselling, price_asc, price_desc, title_asc, title_desc, best_rated, quickest_delivery');
    const category = await expectBadParameter(catalogue.app, '/api/ecommerce/builds/?category=consoles', 'category');
    expect(category.fields?.category).toBe("Unknown category 'consoles'");
  });

  it('names every bad parameter at once', async () => {
    const response = await get(catalogue.app, '/api/ecommerce/builds/?page=0&per_page=abc&sort=x');
    const body = (await response.json()) as ApiErrorBody;
    expect(response.status).toBe(400);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['page', 'per_page', 'sort']);
  });

  it('rejects an unknown country before anything else', async () => {
    const response = await get(catalogue.app, '/api/ecommerce/builds/?country=XX&per_page=0');
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.code).toBe('invalid_country');
    expect(body.fields).toHaveProperty('country');
  });
});

describe('GET /api/ecommerce/builds/by-budget/', () => {
  const byBand = (bands: BudgetBand[]) => Object.fromEntries(bands.map((band) => [band.slug, references(band.builds)]));

  it('puts each build in its pound band, cheapest first', async () => {
    const bands = await getJson<BudgetBand[]>(catalogue.app, '/api/ecommerce/builds/by-budget/');
    expect(bands.map(({ slug, min, max }) => ({ slug, min, max }))).toEqual([
      { slug: 'entry', min: { amount: 0, currency: 'gbp' }, max: { amount: 900_00, currency: 'gbp' } },
      { slug: 'mainstream', min: { amount: 900_00, currency: 'gbp' }, max: { amount: 1_500_00, currency: 'gbp' } },
      { slug: 'performance', min: { amount: 1_500_00, currency: 'gbp' }, max: { amount: 2_500_00, currency: 'gbp' } },
      { slug: 'enthusiast', min: { amount: 2_500_00, currency: 'gbp' }, max: null },
    ]);
    expect(byBand(bands)).toEqual({
      entry: ['RS-OFFICE', 'RS-SCOUT', 'RS-STRIKER'],
      mainstream: ['RS-VANGUARD', 'RS-APEX'],
      performance: ['RS-HORIZON'],
      enthusiast: ['RS-TITAN'],
    });
  });

  it('bands euro prices by the euro bounds (the Apex is mainstream in pounds, performance in euros)', async () => {
    const bands = await getJson<BudgetBand[]>(catalogue.app, '/api/ecommerce/builds/by-budget/?country=IT');
    expect(bands.map((band) => [band.slug, band.min.amount, band.max?.amount ?? null])).toEqual([
      ['entry', 0, 1_050_00],
      ['mainstream', 1_050_00, 1_750_00],
      ['performance', 1_750_00, 2_900_00],
      ['enthusiast', 2_900_00, null],
    ]);
    expect(byBand(bands)).toEqual({
      entry: ['RS-OFFICE', 'RS-SCOUT', 'RS-STRIKER'],
      mainstream: ['RS-VANGUARD'],
      performance: ['RS-APEX', 'RS-HORIZON'],
      enthusiast: ['RS-TITAN'],
    });
    for (const band of bands) {
      for (const card of band.builds) {
        expect(card.price.currency).toBe('eur');
        expect(card.price.amount).toBeGreaterThanOrEqual(band.min.amount);
        if (band.max) expect(card.price.amount).toBeLessThan(band.max.amount);
      }
    }
  });

  it('rejects an unknown country', async () => {
    expect((await get(catalogue.app, '/api/ecommerce/builds/by-budget/?country=US')).status).toBe(400);
  });
});

describe('GET /api/ecommerce/builds/by-fps/', () => {
  const finder = (query: string) => getJson<FpsFinderResult>(catalogue.app, `/api/ecommerce/builds/by-fps/?${query}`);
  const chart = (game: string, query = '') => getJson<GamePerformance>(catalogue.app, `/api/ecommerce/games/${game}/${query}`);

  it('answers Best Match, Level Up and Ultimate by the rule', async () => {
    const result = await finder('game=counter-strike-2&resolution=1440p&preset=high&target_fps=100');
    const estimates = (await chart('counter-strike-2', '?resolution=1440p&preset=high')).builds;
    expect(result.game).toEqual({ slug: 'counter-strike-2', name: 'Counter-Strike 2', release_year: 2023, engine_fps_cap: null });
    expect(result.query).toEqual({ game: 'counter-strike-2', resolution: '1440p', preset: 'high', target_fps: 100 });
    expect(result.recommendations.map((pick) => pick.tier)).toEqual(['best_match', 'level_up', 'ultimate']);
    const [bestMatch, levelUp, ultimate] = result.recommendations;

    // Best Match: meets the target; the cheapest in-stock build that does.
    const meeting = estimates.filter((entry) => entry.estimated_fps.min >= 100 && entry.build.in_stock);
    const cheapest = meeting.sort((a, b) => a.build.price.amount - b.build.price.amount)[0]!;
    expect(bestMatch!.estimated_fps.min).toBeGreaterThanOrEqual(100);
    expect(bestMatch!.build.reference).toBe(cheapest.build.reference);

    // Level Up: at least 20 % faster than Best Match, and the cheapest in-stock such build.
    expect(levelUp!.estimated_fps.min).toBeGreaterThanOrEqual(bestMatch!.estimated_fps.min * 1.2);
    const faster = estimates
      .filter((entry) => entry.estimated_fps.min >= bestMatch!.estimated_fps.min * 1.2 && entry.build.in_stock)
      .sort((a, b) => a.build.price.amount - b.build.price.amount);
    expect(levelUp!.build.reference).toBe(faster[0]!.build.reference);

    // Ultimate: nothing is faster.
    const fastest = Math.max(...estimates.map((entry) => entry.estimated_fps.min));
    expect(ultimate!.estimated_fps.min).toBe(fastest);
    expect(ultimate!.build.reference).toBe('RS-TITAN');

    // Each estimate is the one the game's chart shows.
    for (const pick of result.recommendations) {
      expect(estimates.find((entry) => entry.build.id === pick.build.id)?.estimated_fps).toEqual(pick.estimated_fps);
    }
  });

  it('prefers an in-stock build to a cheaper one that is out of stock', async () => {
    const estimates = (await chart('cyberpunk-2077')).builds;
    const vanguard = estimates.find((entry) => entry.build.reference === 'RS-VANGUARD')!;
    expect(vanguard.build.in_stock).toBe(false);
    const target = vanguard.estimated_fps.min;
    const result = await finder(`game=cyberpunk-2077&target_fps=${target}`);
    const bestMatch = result.recommendations[0]!;
    expect(bestMatch.tier).toBe('best_match');
    expect(bestMatch.build.in_stock).toBe(true);
    expect(bestMatch.build.price.amount).toBeGreaterThan(vanguard.build.price.amount);
    expect(bestMatch.estimated_fps.min).toBeGreaterThanOrEqual(target);
  });

  it('shows only the fastest build when none meets the target', async () => {
    const result = await finder('game=cyberpunk-2077&resolution=4k&preset=ultra&target_fps=400');
    expect(result.recommendations.map((pick) => [pick.tier, pick.build.reference])).toEqual([['ultimate', 'RS-TITAN']]);
  });

  it('has no Level Up where the game’s frame cap leaves no room, and no repeated build', async () => {
    const result = await finder('game=elden-ring&target_fps=60');
    expect(result.game.engine_fps_cap).toBe(60);
    const tiers = result.recommendations.map((pick) => pick.tier);
    expect(tiers).not.toContain('level_up');
    expect(tiers[0]).toBe('best_match');
    const ids = result.recommendations.map((pick) => pick.build.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const pick of result.recommendations) expect(pick.estimated_fps.max).toBeLessThanOrEqual(60);
  });

  it('prices the cards in the country’s currency', async () => {
    const result = await finder('game=counter-strike-2&target_fps=100&country=ES');
    expect(result.recommendations.every((pick) => pick.build.price.currency === 'eur')).toBe(true);
  });

  it('answers 404 game_not_found for a game it does not know', async () => {
    const response = await get(catalogue.app, '/api/ecommerce/builds/by-fps/?game=half-life-3&target_fps=60');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'game_not_found', message: "No game 'half-life-3'." });
  });

  it.each([
    ['target_fps=60', 'game'],
    ['game=&target_fps=60', 'game'],
    ['game=cyberpunk-2077&resolution=8k', 'resolution'],
    ['game=cyberpunk-2077&preset=extreme', 'preset'],
    ['game=cyberpunk-2077&target_fps=0', 'target_fps'],
    ['game=cyberpunk-2077&target_fps=sixty', 'target_fps'],
    ['game=cyberpunk-2077&target_fps=1001', 'target_fps'],
  ])('rejects ?%s with a 400 naming %s', async (query, field) => {
    await expectBadParameter(catalogue.app, `/api/ecommerce/builds/by-fps/?${query}`, field);
  });
});
