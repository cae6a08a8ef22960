// Kept for compatibility: the contract lives in the domain (domain/contract/cms.ts).
export * from '../domain/contract/cms';
