// The shop API's request and response shapes, declared once: the client types its calls
// with them and the server validates and documents its routes with them (SPEC §7).
export * from './common';
export * from './catalogue';
export * from './parts';
export * from './account';
export * from './builds';
export * from './cms';
export * from './commerce';
export * from './support';
export * from './admin';
export * from './adminCoupons';
export * from './reviews';
export * from './adminSupport';
