import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { guardSecretGuess } from '../../middleware/secret-guesses';
import { addToCart as add, cartSummary, guestCartSummary, listCart as cartOf, removeLine, replaceLine, setLineAmount } from '../../services/cart';
import { checkedCurrency } from '../commerce.schemas';
import type { AddToCart, ListCart, RemoveCartLine, ReplaceCartLine, Summary, SummaryForProducts, UpdateCartLine } from './basket.routes';

/**
 * What every cart write needs besides its input: the storefront, the request's idempotency key,
 * if any, and the session its lock checks, if requireAuthSessionInFirstWrite left it to the lock
 * (a call with a key had it checked by the key's claim).
 */
const writeContext = (c: Context<AppEnv>) => ({
  storefront: c.get('storefront'),
  idempotency: c.get('idempotency'),
  uncheckedSession: c.get('uncheckedSession'),
});

export const listCart: RouteHandler<ListCart, AppEnv> = async (c) => {
  return c.json(await cartOf(c.get('db'), c.get('auth').userId, c.get('storefront')), 200);
};

export const addToCart: RouteHandler<AddToCart, AppEnv> = async (c) => {
  const { product, amount } = c.req.valid('json');
  return c.json(await add(c.get('db'), c.get('auth').userId, product, amount, writeContext(c)), 200);
};

export const updateCartLine: RouteHandler<UpdateCartLine, AppEnv> = async (c) => {
  const cart = await setLineAmount(c.get('db'), c.get('auth').userId, c.req.valid('param').pk, c.req.valid('json').amount, writeContext(c));
  return c.json(cart, 200);
};

export const removeCartLine: RouteHandler<RemoveCartLine, AppEnv> = async (c) => {
  return c.json(await removeLine(c.get('db'), c.get('auth').userId, c.req.valid('param').pk, writeContext(c)), 200);
};

export const replaceCartLine: RouteHandler<ReplaceCartLine, AppEnv> = async (c) => {
  const cart = await replaceLine(c.get('db'), c.get('auth').userId, c.req.valid('param').pk, c.req.valid('json').product, writeContext(c));
  return c.json(cart, 200);
};

export const summaryForProducts: RouteHandler<SummaryForProducts, AppEnv> = async (c) => {
  const storefront = c.get('storefront');
  checkedCurrency(c.var, c.req.valid('query').currency);
  const { coupon, products } = c.req.valid('json');
  // A summary with a coupon says whether the code is valid, like the coupon look-up: limited alike.
  const guess = coupon?.trim() ? await guardSecretGuess(c, 'coupon') : null;
  // Its lines say whether a key names a guest's build, like GET product/?ids=: limited alike.
  const buildGuess = products.length > 0 ? await guardSecretGuess(c, 'buildReference') : null;
  const { summary, missed } = await guestCartSummary(c.get('db'), products, coupon, { storefront });
  if (guess && summary.coupon?.status === 'success') await guess.hit();
  if (buildGuess && !missed) await buildGuess.hit();
  return c.json(summary, 200);
};

export const summary: RouteHandler<Summary, AppEnv> = async (c) => {
  const storefront = c.get('storefront');
  checkedCurrency(c.var, c.req.valid('query').currency);
  // The body's `country` is not the storefront again: it is where the order will go.
  const { coupon, country: destination } = c.req.valid('json');
  return c.json(await cartSummary(c.get('db'), c.get('auth').userId, coupon, { storefront, destination: destination ?? null }), 200);
};
