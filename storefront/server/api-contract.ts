/**
 * Compile-time proof that what the server validates and documents is exactly what the
 * kit's client expects (kit/src/api/types.ts). `tsc` fails here if either side drifts.
 */
import type { BuildCard, Country, Currency, Page } from '@rigsmith/kit/api';
import type { z } from '@hono/zod-openapi';
import type { BuildCardPageSchema, BuildCardSchema } from './routes/builds/builds.routes';
import type { CountrySchema, CurrencySchema } from './routes/regional/regional.routes';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

export type ApiContractChecks = [
  Expect<Equal<z.output<typeof CountrySchema>, Country>>,
  Expect<Equal<z.output<typeof CurrencySchema>, Currency>>,
  Expect<Equal<z.output<typeof BuildCardSchema>, BuildCard>>,
  Expect<Equal<z.output<typeof BuildCardPageSchema>, Page<BuildCard>>>,
];
