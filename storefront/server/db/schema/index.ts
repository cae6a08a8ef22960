export * from './regional';
export * from './products';
export * from './categories';
export * from './case-models';
export * from './builds';
export * from './reviews';
export * from './games';
export * from './content';
export type * from './localised';
