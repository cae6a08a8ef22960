/**
 * What each connection of the load generator does, over and over, until the run ends. Each
 * connection is one shopper: its own keep-alive HTTP connection and, when signed in, its own
 * account and access token. Runs inside the generator's worker threads (load/worker.ts).
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'undici';

export type Shopper = { token: string; addressId: number };

/** What the scenarios need from the shop, found once before the run. */
export type ShopData = { buildId: number };

export type ScenarioName = 'hello' | 'listing' | 'add-to-cart' | 'checkout';

/** Records one request: its step, how long it took, its status (0: no answer) and an error answer's `code`. */
export type Recorder = {
  request: (step: string, ms: number, status: number, detail?: { timedOut?: boolean; code?: string }) => void;
  /** One unit of the scenario's work done (a checkout's whole order), with its duration. */
  unit: (ms: number) => void;
  /** The run is over: no new iteration starts. */
  stopped: () => boolean;
};

type Context = { client: Client; shopper: Shopper | undefined; shop: ShopData; record: Recorder };

/** The card the embedded sandbox provider accepts (services/payments/sandbox.ts). */
const SUCCEEDING_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name_on_card: 'Ada Lovelace' };

/** The page size of the /gaming-pcs listing the target is about. */
export const LISTING_PATH = '/api/ecommerce/builds/?per_page=20&country=GB';

async function call(
  { client, shopper, record }: Context,
  step: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { body?: unknown; idempotent?: boolean } = {},
): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (shopper) headers.authorization = `Bearer ${shopper.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotent) headers['idempotency-key'] = randomUUID();
  const started = performance.now();
  try {
    const response = await client.request({ method, path, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await response.body.text();
    const json: unknown = text && String(response.headers['content-type']).includes('json') ? JSON.parse(text) : null;
    record.request(step, performance.now() - started, response.statusCode, { code: (json as { code?: string } | null)?.code });
    // A shopper told the shop is busy tries again when it says, not at once.
    const retryAfter = Number(response.headers['retry-after']);
    if (response.statusCode === 503 && retryAfter > 0) await sleep(retryAfter * 1000);
    return { status: response.statusCode, json };
  } catch (error) {
    const timedOut = error instanceof Error && /Timeout/.test(error.name + (error as { code?: string }).code);
    record.request(step, performance.now() - started, 0, { timedOut });
    return { status: 0, json: null };
  }
}

const ok = (status: number) => status >= 200 && status < 300;

const addBuild = (context: Context) =>
  call(context, 'add', 'POST', '/api/account/basket/product/?country=GB', { body: { product: context.shop.buildId, amount: 1 } });

/** Removes the build's line from the cart an answer showed. */
async function removeBuild(context: Context, cart: unknown): Promise<void> {
  const line = (cart as Array<{ pk: number; product: { id: number } }>).find((l) => l.product.id === context.shop.buildId);
  if (line) await call(context, 'remove', 'DELETE', `/api/account/basket/product/${line.pk}/?country=GB`);
}

/** One iteration of each scenario; a request refused ends the iteration early. */
export const scenarios: Record<ScenarioName, (context: Context) => Promise<void>> = {
  hello: async (context) => {
    const started = performance.now();
    if (ok((await call(context, 'hello', 'GET', '/')).status)) context.record.unit(performance.now() - started);
  },

  listing: async (context) => {
    const started = performance.now();
    if (ok((await call(context, 'listing', 'GET', LISTING_PATH)).status)) context.record.unit(performance.now() - started);
  },

  // Adding the same build again and again would hit the line's amount limit, so each add is
  // followed by removing the line: the add is what is measured.
  'add-to-cart': async (context) => {
    const started = performance.now();
    const added = await addBuild(context);
    if (!ok(added.status)) return;
    context.record.unit(performance.now() - started);
    await removeBuild(context, added.json);
  },

  checkout: async (context) => {
    const started = performance.now();
    const added = await addBuild(context);
    if (!ok(added.status)) return;
    const order = await call(context, 'to_order', 'POST', '/api/account/basket/to_order/?country=GB', {
      body: { shipping_address: context.shopper!.addressId, phone_number: '+447123456123' },
      idempotent: true,
    });
    // The next iteration starts from an empty cart again.
    if (!ok(order.status)) return void (await removeBuild(context, added.json));
    const paid = await call(context, 'pay', 'POST', `/api/account/order/${(order.json as { id: number }).id}/pay/?country=GB`, {
      body: SUCCEEDING_CARD,
      idempotent: true,
    });
    if (ok(paid.status) && (paid.json as { status: string }).status === 'succeeded') context.record.unit(performance.now() - started);
  },
};
