// Commerce hooks (issue #6): cart (guest and server), summary, coupon, checkout, orders, payment.
export {};
