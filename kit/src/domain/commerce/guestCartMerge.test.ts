/**
 * The guest-cart merge on sign-in: example tests, then a property test over
 * random carts, random failures and two tabs running the merge at once against a fake
 * server that honours idempotency keys the way the shop API promises (a replay answers the
 * first answer and adds nothing; the same key in flight twice is refused with 409 until
 * the first is done; the same key with another body is refused with 422). Seeded, so a
 * failure replays.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '../compat/fixtures/random';
import type { ProductKey } from '../contract/catalogue';
import { parseGuestCart, serialiseGuestCart, type GuestCart } from './guestCart';
import { guestCartMergePlan, mergeGuestCart, mergeIdempotencyKey, mergeOutcomeOf, type MergeStep, type MergeStepOutcome } from './guestCartMerge';

/** One browser's localStorage, shared by its tabs. */
function browserStorage(initial: GuestCart | null) {
  let raw = initial ? serialiseGuestCart(initial) : null;
  return {
    load: () => parseGuestCart(raw),
    save: (cart: GuestCart | null) => {
      raw = cart ? serialiseGuestCart(cart) : null;
    },
    get raw() {
      return raw;
    },
  };
}

describe('guestCartMergePlan', () => {
  it('adds each line with a key naming the guest cart and the product', () => {
    const plan = guestCartMergePlan({
      id: 'abc',
      lines: [
        { product: 5, amount: 2 },
        { product: 9, amount: 1 },
      ],
    });
    expect(plan).toEqual([
      { product: 5, amount: 2, covers: 2, idempotencyKey: 'merge:abc:5' },
      { product: 9, amount: 1, covers: 1, idempotencyKey: 'merge:abc:9' },
    ]);
    expect(mergeIdempotencyKey('abc', 5)).toBe('merge:abc:5');
  });

  it('keeps each line within the limit, given what the customer’s cart holds', () => {
    const plan = guestCartMergePlan(
      {
        id: 'abc',
        lines: [
          { product: 5, amount: 4 },
          { product: 9, amount: 2 },
          { product: 12, amount: 3 },
        ],
      },
      new Map([
        [5, 8],
        [9, 10],
      ]),
    );
    expect(plan.map(({ product, amount, covers }) => [product, amount, covers])).toEqual([
      [5, 2, 4],
      [9, 0, 2],
      [12, 3, 3],
    ]);
  });
});

describe('mergeOutcomeOf', () => {
  it.each([
    [201, undefined, 'merged'],
    [200, undefined, 'merged'],
    [422, 'idempotency_key_reused', 'merged'],
    [0, undefined, 'unknown'],
    [500, 'server_error', 'unknown'],
    [503, undefined, 'unknown'],
    [409, 'idempotency_in_progress', 'unknown'],
    [429, 'too_many_requests', 'unknown'],
    [409, 'product_unavailable', 'refused'],
    [409, 'cart_full', 'refused'],
    [400, 'validation_error', 'refused'],
    [404, 'product_not_found', 'refused'],
  ] as const)('%i %s is %s', (status, code, outcome) => {
    expect(mergeOutcomeOf(status, code)).toBe(outcome);
  });
});

describe('mergeGuestCart', () => {
  const guest: GuestCart = {
    id: 'g1',
    lines: [
      { product: 5, amount: 2 },
      { product: 9, amount: 1 },
    ],
  };

  it('sends every line, then clears storage', async () => {
    const storage = browserStorage(guest);
    const sent: MergeStep[] = [];
    const result = await mergeGuestCart({
      ...storage,
      send: async (step) => {
        sent.push(step);
        return 'merged';
      },
      newId: () => 'new',
    });
    expect(sent.map((step) => step.idempotencyKey)).toEqual(['merge:g1:5', 'merge:g1:9']);
    expect(result).toMatchObject({ pending: false, refused: [] });
    expect(storage.raw).toBeNull();
  });

  it('does nothing without a stored cart, and removes an empty one', async () => {
    const none = browserStorage(null);
    const sendNothing = async (): Promise<MergeStepOutcome> => {
      throw new Error('nothing to send');
    };
    await mergeGuestCart({ ...none, send: sendNothing, newId: () => 'x' });
    const empty = browserStorage({ id: 'g1', lines: [] });
    await mergeGuestCart({ ...empty, send: sendNothing, newId: () => 'x' });
    expect(empty.raw).toBeNull();
  });

  it('keeps the whole cart, same id, when a line gets no definite answer', async () => {
    const storage = browserStorage(guest);
    const result = await mergeGuestCart({ ...storage, send: async (step) => (step.product === 9 ? 'unknown' : 'merged'), newId: () => 'new' });
    expect(result.pending).toBe(true);
    expect(storage.load()).toEqual(guest);
  });

  it('drops a line the server refuses for good, and reports it', async () => {
    const storage = browserStorage(guest);
    const refused: ProductKey[] = [];
    await mergeGuestCart({
      ...storage,
      send: async (step) => (step.product === 5 ? 'refused' : 'merged'),
      newId: () => 'new',
      onRefused: (step) => refused.push(step.product),
    });
    expect(refused).toEqual([5]);
    expect(storage.raw).toBeNull();
  });

  it('sends nothing for a line already full in the customer’s cart, and settles it', async () => {
    const storage = browserStorage(guest);
    const sent: ProductKey[] = [];
    await mergeGuestCart({
      ...storage,
      existing: new Map([[5, 10]]),
      send: async (step) => {
        sent.push(step.product);
        return 'merged';
      },
      newId: () => 'new',
    });
    expect(sent).toEqual([9]);
    expect(storage.raw).toBeNull();
  });

  it('keeps what another tab added meanwhile, under a new id', async () => {
    const storage = browserStorage(guest);
    await mergeGuestCart({
      ...storage,
      send: async (step) => {
        // Another tab, not yet aware of the sign-in, adds to the stored guest cart.
        if (step.product === 5)
          storage.save({
            id: 'g1',
            lines: [
              { product: 5, amount: 3 },
              { product: 9, amount: 1 },
              { product: 12, amount: 1 },
            ],
          });
        return 'merged';
      },
      newId: () => 'g2',
    });
    expect(storage.load()).toEqual({
      id: 'g2',
      lines: [
        { product: 5, amount: 1 },
        { product: 12, amount: 1 },
      ],
    });
  });

  it('leaves alone a cart with another id stored meanwhile', async () => {
    const storage = browserStorage(guest);
    const other: GuestCart = { id: 'other', lines: [{ product: 1, amount: 1 }] };
    await mergeGuestCart({
      ...storage,
      send: async () => {
        storage.save(other);
        return 'merged';
      },
      newId: () => 'new',
    });
    expect(storage.load()).toEqual(other);
  });
});

// ── Property: no line lost, none duplicated, whatever fails and however many tabs run ──

type Failure = 'none' | 'before' | 'after' | 'server-error';

/** A fake basket API holding one customer's server cart, honouring idempotency keys. */
function fakeServer(random: Random, initial: Map<ProductKey, number>, sellable: ReadonlySet<ProductKey>, failureRate: number) {
  const cart = new Map(initial);
  const done = new Map<string, { body: string; status: number }>();
  const inFlight = new Set<string>();
  const pause = async () => {
    for (let i = Math.floor(random() * 4); i > 0; i -= 1) await Promise.resolve();
  };
  const failure = (): Failure => {
    if (random() >= failureRate) return 'none';
    return (['before', 'after', 'server-error'] as const)[Math.floor(random() * 3)]!;
  };

  /** POST api/account/basket/product/ with the step's key: the HTTP status the browser sees (0 = no answer) and the error code. */
  async function post(step: MergeStep): Promise<[number, string?]> {
    const status = await postStatus(step);
    const code =
      status === 409 ? 'idempotency_in_progress' : status === 422 ? 'idempotency_key_reused' : status === 400 ? 'product_unavailable' : undefined;
    return [status, code];
  }

  async function postStatus(step: MergeStep): Promise<number> {
    const fails = failure();
    await pause();
    if (fails === 'before') return 0;
    if (fails === 'server-error') return 503;
    const body = JSON.stringify({ product: step.product, amount: step.amount });
    const previous = done.get(step.idempotencyKey);
    let status: number;
    if (previous) {
      status = previous.body === body ? previous.status : 422;
    } else if (inFlight.has(step.idempotencyKey)) {
      status = 409;
    } else {
      inFlight.add(step.idempotencyKey);
      await pause();
      if (sellable.has(step.product)) {
        cart.set(step.product, (cart.get(step.product) ?? 0) + step.amount);
        status = 201;
      } else {
        status = 400;
      }
      done.set(step.idempotencyKey, { body, status });
      inFlight.delete(step.idempotencyKey);
    }
    await pause();
    // The server did its work, but its answer never reaches the browser.
    return fails === 'after' ? 0 : status;
  }
  return { cart, post };
}

function randomCase(seed: number) {
  const random = seededRandom(seed);
  const products = [1, 2, 3, 4, 5, 6, 7, 8];
  const pickSome = () => products.filter(() => random() < 0.5);
  const guestLines = pickSome().map((product) => ({ product, amount: 1 + Math.floor(random() * 3) }));
  const serverStart = new Map<ProductKey, number>(pickSome().map((product) => [product, 1 + Math.floor(random() * 3)] as const));
  // Products 7 and 8 can no longer be sold: the server refuses them.
  const sellable = new Set<ProductKey>(products.filter((product) => product < 7));
  return { random, guest: { id: `guest-${seed}`, lines: guestLines } as GuestCart, serverStart, sellable };
}

describe('mergeGuestCart property', () => {
  it.each(Array.from({ length: 300 }, (_, seed) => seed + 1))('seed %i: every sellable guest line lands once', async (seed) => {
    const { random, guest, serverStart, sellable } = randomCase(seed);
    const server = fakeServer(random, serverStart, sellable, 0.3);
    const storage = browserStorage(guest);
    let ids = 0;
    const tab = () =>
      mergeGuestCart({
        ...storage,
        send: async (step) => mergeOutcomeOf(...(await server.post(step))),
        newId: () => `rekeyed-${(ids += 1)}`,
      });

    // One or two tabs start the merge at the same moment; each page load runs it again
    // until storage is clear (a real shop runs it on every load while signed in).
    const tabs = random() < 0.5 ? 2 : 1;
    let loads = 0;
    while (storage.raw !== null) {
      await Promise.all(Array.from({ length: tabs }, tab));
      loads += 1;
      expect(loads, 'the merge ends once the server answers').toBeLessThan(60);
    }

    const expected = new Map(serverStart);
    for (const { product, amount } of guest.lines) {
      if (sellable.has(product)) expected.set(product, (expected.get(product) ?? 0) + amount);
    }
    expect(Object.fromEntries(server.cart)).toEqual(Object.fromEntries(expected));
  });
});
