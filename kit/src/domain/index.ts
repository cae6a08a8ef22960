export * from './storefronts';
export * from './money';
export * from './shipping';
export * from './errors';
export * from './loader';
export * from './catalogue/parts';
export * from './performance';
