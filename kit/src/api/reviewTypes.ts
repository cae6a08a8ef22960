// The contract lives in the domain (domain/contract/reviews.ts).
export type * from '../domain/contract/reviews';
