import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { analyticsConfigFromEnv, DEFAULT_ANALYTICS_SRC } from '../../services/analytics';
import { createTestApp, get } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';

let database: TestDatabase;
let off: App;
let on: App;

beforeAll(async () => {
  database = await createTestDatabase();
  off = createTestApp(database.db).app;
  const analytics = analyticsConfigFromEnv({
    ANALYTICS_TAGS: 'uk=G-UK1, fr=G-FR2',
    ANALYTICS_SRC: 'https://tags.analytics.example/tag.js?id={id}',
    ANALYTICS_ORIGINS: 'https://beacons.analytics.example',
  });
  on = createTestApp(database.db, { analytics }).app;
});
afterAll(() => database.close());

const cspOf = (response: Response) => response.headers.get('Content-Security-Policy') ?? '';

describe('GET /api/analytics/', () => {
  it('answers no tag when analytics is off, and the CSP names no other origin', async () => {
    const response = await get(off, '/api/analytics/?country=FR');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ tag: null });
    expect(cspOf(response)).toContain("script-src 'self';");
    expect(cspOf(response)).not.toContain('analytics.example');
  });

  it('answers each storefront its own tag', async () => {
    expect(await (await get(on, '/api/analytics/')).json()).toEqual({
      tag: { id: 'G-UK1', src: 'https://tags.analytics.example/tag.js?id=G-UK1' },
    });
    expect(await (await get(on, '/api/analytics/?country=FR')).json()).toEqual({
      tag: { id: 'G-FR2', src: 'https://tags.analytics.example/tag.js?id=G-FR2' },
    });
    // A storefront without a tag loads nothing.
    expect(await (await get(on, '/api/analytics/?country=DE')).json()).toEqual({ tag: null });
  });

  it('opens the CSP to the configured origins only when analytics is on', async () => {
    const csp = cspOf(await get(on, '/healthz'));
    expect(csp).toContain("script-src 'self' https://tags.analytics.example https://beacons.analytics.example;");
    expect(csp).toContain("connect-src 'self' https://tags.analytics.example https://beacons.analytics.example;");
  });

  it('refuses an unknown country', async () => {
    expect((await get(on, '/api/analytics/?country=US')).status).toBe(400);
  });
});

describe('analyticsConfigFromEnv', () => {
  it('is off when ANALYTICS_TAGS is unset or empty', () => {
    expect(analyticsConfigFromEnv({})).toBeUndefined();
    expect(analyticsConfigFromEnv({ ANALYTICS_TAGS: ' ' })).toBeUndefined();
  });

  it('defaults to gtag.js', () => {
    expect(analyticsConfigFromEnv({ ANALYTICS_TAGS: 'it=G-IT' })).toEqual({
      tags: { it: 'G-IT' },
      src: DEFAULT_ANALYTICS_SRC,
      origins: ['https://www.googletagmanager.com'],
    });
  });

  it('refuses an unknown storefront, a malformed tag and a source without {id}', () => {
    expect(() => analyticsConfigFromEnv({ ANALYTICS_TAGS: 'us=G-1' })).toThrow(/not a storefront/);
    expect(() => analyticsConfigFromEnv({ ANALYTICS_TAGS: 'uk=G 1' })).toThrow(/tag of uk/);
    expect(() => analyticsConfigFromEnv({ ANALYTICS_TAGS: 'uk=<x>' })).toThrow(/tag of uk/);
    expect(() => analyticsConfigFromEnv({ ANALYTICS_TAGS: 'uk=G-1', ANALYTICS_SRC: 'https://a.example/tag.js' })).toThrow(/\{id\}/);
    expect(() => analyticsConfigFromEnv({ ANALYTICS_TAGS: 'uk=G-1', ANALYTICS_SRC: 'javascript:{id}' })).toThrow(/http/);
  });
});
