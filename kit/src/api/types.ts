// Kept for compatibility: the contract lives in the domain (domain/contract/catalogue.ts, parts.ts).
export * from '../domain/contract/catalogue';
export type { PartListing, PartOffer } from '../domain/contract/parts';
export type { Picture } from '../domain/contract/common';
