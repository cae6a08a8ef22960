import { createRoute, z } from '@hono/zod-openapi';
import { MAX_SAVED_ADDRESSES, ShippingAddressSchema, shippingAddressSchema } from '@rigsmith/kit/domain';
import { requireAuth } from '../../middleware/auth';
import { ApiErrorSchema, CountryQuerySchema } from '../../schemas';
import { signedInErrors } from '../account/account.routes';

/**
 * A customer's saved shipping addresses (SPEC §3 "Address", §7 account/shipping_address/). The POST body is the kit's `shippingAddressSchema`, the address form's own.
 */

const tags = ['Account'];

const answer = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const error = (description: string) => answer(description, ApiErrorSchema);

/** Serial ids are 32-bit: anything past that is no address, refused before the database sees it. */
const MAX_ID = 2_147_483_647;

const AddressIdParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int({ error: 'id must be a whole number' })
    .min(1, { error: 'id must be 1 or more' })
    .max(MAX_ID, { error: `id must be ${MAX_ID} or less` })
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

const notFound = { 404: error('`not_found`: no such address among the signed-in customer’s') } as const;

export const listAddresses = createRoute({
  method: 'get',
  path: '/account/shipping_address/',
  tags,
  summary: 'The signed-in customer’s saved addresses, default first, then newest',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema },
  responses: { 200: answer('Every saved address', z.array(ShippingAddressSchema)), ...signedInErrors },
});

export const addAddress = createRoute({
  method: 'post',
  path: '/account/shipping_address/',
  tags,
  summary: `Save an address (at most ${MAX_SAVED_ADDRESSES})`,
  description:
    'The country must be a shipping country; city and postcode must be a real place, as picked from ' +
    'GET /api/geo/places/. The first address becomes the default, as does one sent with is_default: true.',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    body: { content: { 'application/json': { schema: shippingAddressSchema } }, required: true },
  },
  responses: {
    201: answer('The saved address', ShippingAddressSchema),
    ...signedInErrors,
    400: error('`validation_error`: `fields` has a message per invalid field (city/postcode not picked from the list, country not shipped to, ...)'),
    409: error(`\`address_limit\`: ${MAX_SAVED_ADDRESSES} addresses are saved already; delete one to save another`),
  },
});

export const deleteAddress = createRoute({
  method: 'delete',
  path: '/account/shipping_address/{id}/',
  tags,
  summary: 'Delete a saved address (the newest one left becomes the default if it was)',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, params: AddressIdParams },
  responses: { 204: { description: 'Deleted' }, ...signedInErrors, ...notFound },
});

export const setDefaultAddress = createRoute({
  method: 'post',
  path: '/account/shipping_address/{id}/set_default/',
  tags,
  summary: 'Make a saved address the default',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, params: AddressIdParams },
  responses: { 200: answer('Every saved address, the new default first', z.array(ShippingAddressSchema)), ...signedInErrors, ...notFound },
});

export type ListAddresses = typeof listAddresses;
export type AddAddress = typeof addAddress;
export type DeleteAddress = typeof deleteAddress;
export type SetDefaultAddress = typeof setDefaultAddress;
