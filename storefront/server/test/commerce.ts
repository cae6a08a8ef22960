import type { ApiErrorBody } from '@rigsmith/kit/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import type { Database } from '../db/client';
import { customBuildComponents, customBuilds, parts, products } from '../db/schema';
import { accessTokenFor, createTestUser, type TestUser } from './accounts';

/**
 * Helpers for the cart, order and payment tests: customers with tokens, JSON
 * calls as the kit's client makes them, and products of the fixture catalogue by reference.
 */

export type Customer = TestUser & { token: string };

export async function createCustomer(db: Database): Promise<Customer> {
  const user = await createTestUser(db);
  return { ...user, token: await accessTokenFor(db, user.id) };
}

export type CallOptions = { token?: string | undefined; body?: unknown; headers?: Record<string, string> };

/** A JSON call to the API as the kit's client sends it. */
export async function callApi(app: App, method: string, path: string, { token, body, headers = {} }: CallOptions = {}): Promise<Response> {
  return await app.request(path, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The JSON of an answer with the expected status (the body is printed when it is not). */
export async function expectJson<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, `answered ${response.status}: ${text.slice(0, 600)}`).toBe(status);
  return (text === '' ? null : JSON.parse(text)) as T;
}

/** An error answer: its status and `code`; returns the body. */
export async function expectError(response: Response, status: number, code: string): Promise<ApiErrorBody> {
  const body = await expectJson<ApiErrorBody>(response, status);
  expect(body.code).toBe(code);
  return body;
}

/** Product ids of the fixture catalogue by reference. */
export async function productIds(db: Database): Promise<(reference: string) => number> {
  const rows = await db.select({ id: products.id, reference: products.reference }).from(products);
  const ids = new Map(rows.map((row) => [row.reference, row.id]));
  return (reference) => {
    const id = ids.get(reference);
    if (id === undefined) throw new Error(`No product ${reference} in the fixture catalogue`);
    return id;
  };
}

export async function setStock(db: Database, partProductId: number, stock: number): Promise<void> {
  await db.update(parts).set({ stock }).where(eq(parts.productId, partProductId));
}

export async function stockOf(db: Database, partProductId: number): Promise<number> {
  const [row] = await db.select({ stock: parts.stock }).from(parts).where(eq(parts.productId, partProductId));
  return row!.stock;
}

let customBuildNumber = 0;

/** A custom build straight in the database: its parts by product id and amount; owner null for a guest's. */
export async function insertCustomBuild(db: Database, ownerId: number | null, lines: [number, number][], name = 'My custom pc'): Promise<number> {
  customBuildNumber += 1;
  const [product] = await db
    .insert(products)
    .values({
      reference: `PC-TEST${String(customBuildNumber).padStart(4, '0')}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      name,
      productClass: 'pc-build',
    })
    .returning({ id: products.id });
  await db.insert(customBuilds).values({ productId: product!.id, userId: ownerId, saved: ownerId !== null });
  await db.insert(customBuildComponents).values(lines.map(([partId, amount]) => ({ buildId: product!.id, partId, amount })));
  return product!.id;
}

/** A custom build's public id: the key a guest cart holds it by. */
export async function publicIdOf(db: Database, buildProductId: number): Promise<string> {
  const [row] = await db.select({ publicId: customBuilds.publicId }).from(customBuilds).where(eq(customBuilds.productId, buildProductId));
  return row!.publicId;
}

/** The parts of a complete, compatible custom build in the fixture catalogue. */
export const COMPLETE_BUILD = [
  'cpu-amd-ryzen-5-7600',
  'motherboard-msi-b650-tomahawk',
  'memory-corsair-vengeance-32gb-ddr5-6000',
  'gpu-msi-ventus-rtx-4060',
  'storage-samsung-990-pro-1tb',
  'psu-corsair-rm850x',
  'case-rigsmith-vanguard',
] as const;

/** A real place of the bundled list, and an address there as the address form sends it. */
export const LONDON_ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+44 7123 456123',
  line1: '12 Example Street',
  line2: '',
  city: 'London',
  postcode: 'SW1A 1AA',
  country: 'GB',
} as const;

export const PARIS_ADDRESS = { ...LONDON_ADDRESS, phone: '+33 6 12 34 56 78', city: 'Paris', postcode: '75001', country: 'FR' } as const;

let keyNumber = 0;
/** A fresh Idempotency-Key, as a client makes one per attempt. */
export function newIdempotencyKey(): string {
  keyNumber += 1;
  return `test-${process.pid}-${keyNumber}-${Math.random().toString(36).slice(2)}`;
}
