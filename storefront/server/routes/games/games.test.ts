import type { GamePerformance, GameSummary, Page } from '@rigsmith/kit/api';
import { estimateFps, type ApiErrorBody } from '@rigsmith/kit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../test/app';
import { createCatalogueTestApp, expectBadParameter, getJson, type CatalogueTestApp } from '../../test/catalogue';
import { fixtureGames, fixtureParts } from '../../test/fixtures/catalogue';

let catalogue: CatalogueTestApp;

beforeAll(async () => {
  catalogue = await createCatalogueTestApp();
});
afterAll(() => catalogue.close());

const listGames = (query = '') => getJson<Page<GameSummary>>(catalogue.app, `/api/ecommerce/games/${query}`);

describe('GET /api/ecommerce/games/', () => {
  it('lists the games most popular first', async () => {
    const page = await listGames();
    expect(page).toMatchObject({ count: 5, page: 1, per_page: 12 });
    expect(page.items.map((game) => game.slug)).toEqual(fixtureGames.map((game) => game.slug));
    expect(page.items[2]).toEqual({ slug: 'elden-ring', name: 'Elden Ring', release_year: 2022, engine_fps_cap: 60 });
  });

  it('finds games by any part of the name, ignoring case', async () => {
    const page = await listGames('?search=CI');
    expect(page.items.map((game) => game.name)).toEqual(['Cities: Skylines II']);
    expect(page.count).toBe(1);
    expect((await listGames('?search=%20ring%20')).items.map((game) => game.slug)).toEqual(['elden-ring']);
  });

  it('takes wildcards in the search literally', async () => {
    expect((await listGames('?search=%25')).count).toBe(0);
    expect((await listGames('?search=_')).count).toBe(0);
    expect((await listGames("?search=baldur's")).count).toBe(1);
  });

  it('pages, counting the whole result', async () => {
    const second = await listGames('?per_page=2&page=2');
    expect(second).toMatchObject({ count: 5, page: 2, per_page: 2 });
    expect(second.items.map((game) => game.slug)).toEqual(['elden-ring', 'baldurs-gate-3']);
  });

  it.each([
    ['per_page=0', 'per_page'],
    ['page=-1', 'page'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('rejects ?%s with a 400 naming %s', async (query, field) => {
    await expectBadParameter(catalogue.app, `/api/ecommerce/games/?${query}`, field);
  });
});

describe('GET /api/ecommerce/games/{slug}/', () => {
  it('gives every listed build’s estimate, cheapest build first, with the source', async () => {
    const game = await getJson<GamePerformance>(catalogue.app, '/api/ecommerce/games/cyberpunk-2077/?resolution=1440p&preset=ultra');
    expect(game).toMatchObject({
      slug: 'cyberpunk-2077',
      name: 'Cyberpunk 2077',
      release_year: 2020,
      engine_fps_cap: null,
      resolution: '1440p',
      preset: 'ultra',
    });
    expect(game.source).toMatch(/estimates/);
    expect(game.source).toMatch(/PCGameBenchmarks/);
    expect(game.source).toMatch(/CC BY 4\.0/);
    // The office PC has no graphics card, so no estimate.
    expect(game.builds.map((entry) => entry.build.reference)).toEqual(['RS-SCOUT', 'RS-STRIKER', 'RS-VANGUARD', 'RS-APEX', 'RS-HORIZON', 'RS-TITAN']);

    // The figures are the kit estimator's for the build's graphics card and processor.
    const part = (id: string) => fixtureParts.find((candidate) => candidate.id === id)!;
    const titan = game.builds.find((entry) => entry.build.reference === 'RS-TITAN')!;
    const gpu = part('gpu-gigabyte-gaming-rtx-4090');
    const cpu = part('cpu-amd-ryzen-7-7800x3d');
    if (gpu.category !== 'gpu' || cpu.category !== 'cpu') throw new Error('fixture changed');
    expect(titan.estimated_fps).toEqual(
      estimateFps({ game: fixtureGames[1]!, gpuG3dMark: gpu.specs.g3dMark, cpu: cpu.specs, resolution: '1440p', preset: 'ultra' }),
    );
  });

  it('defaults to 1080p High; lower settings give more FPS', async () => {
    const high = await getJson<GamePerformance>(catalogue.app, '/api/ecommerce/games/cyberpunk-2077/');
    const low = await getJson<GamePerformance>(catalogue.app, '/api/ecommerce/games/cyberpunk-2077/?preset=low');
    const fourK = await getJson<GamePerformance>(catalogue.app, '/api/ecommerce/games/cyberpunk-2077/?resolution=4k');
    expect([high.resolution, high.preset]).toEqual(['1080p', 'high']);
    for (let i = 0; i < high.builds.length; i += 1) {
      expect(low.builds[i]!.estimated_fps.min).toBeGreaterThanOrEqual(high.builds[i]!.estimated_fps.min);
      expect(fourK.builds[i]!.estimated_fps.min).toBeLessThan(high.builds[i]!.estimated_fps.min);
    }
  });

  it('never goes over the game’s frame cap', async () => {
    const game = await getJson<GamePerformance>(catalogue.app, '/api/ecommerce/games/elden-ring/?preset=low');
    expect(game.builds.every((entry) => entry.estimated_fps.max <= 60)).toBe(true);
  });

  it('answers 404 game_not_found for an unknown game', async () => {
    const response = await get(catalogue.app, '/api/ecommerce/games/half-life-3/');
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiErrorBody).code).toBe('game_not_found');
  });

  it.each([
    ['resolution=720p', 'resolution'],
    ['preset=epic', 'preset'],
  ])('rejects ?%s with a 400 naming %s', async (query, field) => {
    await expectBadParameter(catalogue.app, `/api/ecommerce/games/cyberpunk-2077/?${query}`, field);
  });
});
