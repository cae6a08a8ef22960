// Commerce's pure logic: cart merge, summary arithmetic, coupon and checkout state machines.
export * from './limits';
export * from './summary';
export * from './delivery';
export * from './orderStatus';
export * from './guestCart';
export * from './guestCartMerge';
export * from './lineProblem';
export * from './coupon';
export * from './checkout';
export * from './summarySchedule';
export * from './idempotency';
export * from './card';
export * from './payment';
export * from './orders';
export * from './carriers';
export * from './couponTerms';
