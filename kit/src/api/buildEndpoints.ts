/**
 * Custom PC builds and drafts (issue #4); spread into `endpoints`. Each is a thin typed
 * wrapper over one call of `buildTypes.ts`.
 */
export const buildEndpoints = {};
