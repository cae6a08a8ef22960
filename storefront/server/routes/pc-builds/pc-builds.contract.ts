/**
 * Compile-time proof that the pc_build calls validate and answer exactly what the kit's
 * client expects (kit/src/api/buildTypes.ts), as api-contract.ts does for the other calls:
 * `tsc` fails here if either side drifts. Answers are compared as they leave the server
 * (`z.output`), request bodies as the client sends them (`z.input`).
 */
import type { z } from '@hono/zod-openapi';
import type {
  PartOffer,
  PcBuild,
  PcBuildCheck,
  PcBuildCheckRequest,
  PcBuildCreate,
  PcBuildPerformance,
  PcBuildPerformanceRequest,
  PcBuildReplaceComponents,
  PcBuildUpdate,
} from '@rigsmith/kit/api';
import type {
  PcBuildCheckRequestSchema,
  PcBuildCheckSchema,
  PcBuildCreateSchema,
  PcBuildPerformanceRequestSchema,
  PcBuildPerformanceSchema,
  PcBuildReplaceComponentsSchema,
  PcBuildSchema,
  PcBuildUpdateSchema,
} from './pc-builds.routes';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

/** Flattens one level (each member of a union), as api-contract.ts does, so intersections compare field by field. */
type Flat<T> = T extends unknown ? { [K in keyof T]: T[K] } : never;
/** A build's answer with its components' part offers flattened too (`PartOffer` is `Part & {...}` over a union). */
type WithFlatComponents<T extends { components: { component: PartOffer; amount: number }[] }> = Flat<
  Omit<T, 'components'> & { components: { component: Flat<PartOffer>; amount: number }[] }
>;

export type PcBuildContractChecks = [
  Expect<Equal<Flat<z.output<typeof PcBuildCheckSchema>>, WithFlatComponents<PcBuildCheck>>>,
  Expect<Equal<Flat<z.output<typeof PcBuildSchema>>, WithFlatComponents<PcBuild>>>,
  Expect<Equal<z.output<typeof PcBuildPerformanceSchema>, PcBuildPerformance>>,
  Expect<Equal<Flat<z.input<typeof PcBuildCreateSchema>>, PcBuildCreate>>,
  Expect<Equal<Flat<z.input<typeof PcBuildReplaceComponentsSchema>>, PcBuildReplaceComponents>>,
  Expect<Equal<Flat<z.input<typeof PcBuildUpdateSchema>>, PcBuildUpdate>>,
  Expect<Equal<Flat<z.input<typeof PcBuildCheckRequestSchema>>, PcBuildCheckRequest>>,
  Expect<Equal<Flat<z.input<typeof PcBuildPerformanceRequestSchema>>, PcBuildPerformanceRequest>>,
];
