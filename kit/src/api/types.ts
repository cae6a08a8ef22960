// Kept for compatibility: the contract lives in the domain (domain/contract/catalogue.ts).
export * from '../domain/contract/catalogue';
