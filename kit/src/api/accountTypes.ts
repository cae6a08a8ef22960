// Kept for compatibility: the contract lives in the domain (domain/contract/account.ts).
export * from '../domain/contract/account';
