// Commerce's pure logic (issue #6): cart merge, summary arithmetic, coupon and checkout state machines.
export {};
