// Kept for compatibility: the contract lives in the domain (domain/contract/commerce.ts).
export * from '../domain/contract/commerce';
