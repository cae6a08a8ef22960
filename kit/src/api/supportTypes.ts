// Kept for compatibility: the contract lives in the domain (domain/contract/support.ts).
export * from '../domain/contract/support';
