// Kept for compatibility: the contract lives in the domain (domain/contract/builds.ts).
export * from '../domain/contract/builds';
