// Commerce's pure logic (issue #6): cart merge, summary arithmetic, coupon and checkout state machines.
export * from './limits';
export * from './summary';
export * from './delivery';
export * from './orderStatus';
