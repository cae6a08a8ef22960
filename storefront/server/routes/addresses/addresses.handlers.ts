import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import {
  addAddress as saveAddress,
  deleteAddress as removeAddress,
  listAddresses as addressesOf,
  setDefaultAddress as makeDefault,
} from '../../services/addresses';
import { bundledPlaceDirectory } from '../../services/places';
import type { AddAddress, DeleteAddress, ListAddresses, SetDefaultAddress } from './addresses.routes';

export const listAddresses: RouteHandler<ListAddresses, AppEnv> = async (c) => {
  return c.json(await addressesOf(c.get('db'), c.get('auth').userId), 200);
};

export const addAddress: RouteHandler<AddAddress, AppEnv> = async (c) => {
  const address = await saveAddress(c.get('db'), c.get('auth').userId, c.req.valid('json'), c.get('placeDirectory') ?? bundledPlaceDirectory);
  return c.json(address, 201);
};

export const deleteAddress: RouteHandler<DeleteAddress, AppEnv> = async (c) => {
  await removeAddress(c.get('db'), c.get('auth').userId, c.req.valid('param').id);
  return c.body(null, 204);
};

export const setDefaultAddress: RouteHandler<SetDefaultAddress, AppEnv> = async (c) => {
  const addresses = await makeDefault(c.get('db'), c.get('auth').userId, c.req.valid('param').id);
  return c.json(addresses, 200);
};
