import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiErrorBody } from '@rigsmith/kit/domain';
import { expect } from 'vitest';
import { fixtureCatalogue, fixtureGalleryFiles } from './fixtures/catalogue';
import { createTestApp, get } from './app';
import { createTestDatabase, type TestDatabase } from './database';

export type CatalogueTestApp = {
  database: TestDatabase;
  app: ReturnType<typeof createTestApp>['app'];
  galleryDir: string;
  close: () => Promise<void>;
};

/** A tiny SVG per fixture gallery file, so the gallery route has something to serve. */
export function svgFor(file: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><title>${file}</title></svg>`;
}

/**
 * The app over one migrated database seeded with the fixture catalogue
 * (test/fixtures/catalogue.ts), shared by every test of a file, with the fixture
 * models' gallery images in a temp folder.
 */
export async function createCatalogueTestApp(): Promise<CatalogueTestApp> {
  const database = await createTestDatabase({ catalogue: fixtureCatalogue });
  const galleryDir = mkdtempSync(join(tmpdir(), 'rigsmith-gallery-'));
  for (const file of fixtureGalleryFiles) writeFileSync(join(galleryDir, file), svgFor(file));
  const { app } = createTestApp(database.db, { galleryDir });
  return {
    database,
    app,
    galleryDir,
    close: async () => {
      rmSync(galleryDir, { recursive: true, force: true });
      await database.close();
    },
  };
}

/** GET expecting 200 JSON. */
export async function getJson<T>(app: CatalogueTestApp['app'], path: string): Promise<T> {
  const response = await get(app, path);
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** GET expecting a 400 whose `fields` name exactly `field`; returns the body. */
export async function expectBadParameter(app: CatalogueTestApp['app'], path: string, field: string): Promise<ApiErrorBody> {
  const response = await get(app, path);
  const body = (await response.json()) as ApiErrorBody;
  expect({ status: response.status, code: body.code, fields: Object.keys(body.fields ?? {}) }).toEqual({
    status: 400,
    code: 'validation_error',
    fields: [field],
  });
  expect(body.message).toBe(`Invalid query parameter: ${field}`);
  return body;
}
