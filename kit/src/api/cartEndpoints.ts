import type { ApiClient } from './client';
import { idempotent } from './idempotency';
import type { AddToCartRequest, Cart, ReplaceCartLineRequest, UpdateCartLineRequest } from './commerceTypes';

/**
 * The signed-in customer's server cart (SPEC §7 "Cart"): every call answers the whole cart;
 * spread into `endpoints`. Apart from the summaries, orders and payment (`commerceEndpoints`)
 * because the cart provider, in every page's shell, reads the cart and needs none of those.
 */
export const cartEndpoints = {
  cart: (client: ApiClient, signal?: AbortSignal) => client.request<Cart>({ path: 'api/account/basket/product/', signal }),

  /** Adds `amount` of `product` (to its line if the cart has one). */
  addToCart: (client: ApiClient, body: AddToCartRequest, idempotencyKey?: string) =>
    client.request<Cart>({ method: 'POST', path: 'api/account/basket/product/', body, headers: idempotent(idempotencyKey) }),

  updateCartLine: (client: ApiClient, pk: number, body: UpdateCartLineRequest) =>
    client.request<Cart>({ method: 'PATCH', path: `api/account/basket/product/${pk}/`, body }),

  removeCartLine: (client: ApiClient, pk: number) => client.request<Cart>({ method: 'DELETE', path: `api/account/basket/product/${pk}/` }),

  /** Puts another product in the line's place, keeping its amount (an edited build). */
  replaceCartLine: (client: ApiClient, pk: number, body: ReplaceCartLineRequest) =>
    client.request<Cart>({ method: 'POST', path: `api/account/basket/product/${pk}/replace/`, body }),
};
