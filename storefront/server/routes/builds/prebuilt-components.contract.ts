/**
 * Compile-time proof that GET builds/{reference}/components/ answers exactly the kit's
 * `PreBuiltComponents` (kit/src/api/buildTypes.ts): `tsc` fails here if either side drifts.
 */
import type { z } from '@hono/zod-openapi';
import type { PartOffer, PreBuiltComponents } from '@rigsmith/kit/api';
import type { PreBuiltComponentsSchema } from './builds.routes';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type Flat<T> = T extends unknown ? { [K in keyof T]: T[K] } : never;
type WithFlatComponents<T extends { components: { component: PartOffer; amount: number }[] }> = Flat<
  Omit<T, 'components'> & { components: { component: Flat<PartOffer>; amount: number }[] }
>;

export type PreBuiltComponentsContractChecks = [
  Expect<Equal<Flat<z.output<typeof PreBuiltComponentsSchema>>, WithFlatComponents<PreBuiltComponents>>>,
];
