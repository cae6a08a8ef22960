/**
 * Staff roles for the back office (SPEC leaves the back office unshown; these are ours).
 * Staff sign in with the customer auth; the role decides which back-office calls they may make.
 */
export const staffRoles = ['owner', 'fulfilment', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * Where a staff member is with their invitation: `invited` until they set a password from
 * the emailed link (the account has none, so it has never signed in; the owner may send the
 * invitation again), `active` once the account can sign in (an existing customer at once).
 */
export const staffMemberStatuses = ['active', 'invited'] as const;
export type StaffMemberStatus = (typeof staffMemberStatuses)[number];

export const staffPermissions = [
  'orders.read',
  'orders.fulfil',
  'orders.cancel',
  'stock.read',
  'stock.write',
  'reviews.moderate',
  'support.answer',
  'coupons.manage',
  'staff.manage',
  'audit.read',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

/**
 * Least privilege: fulfilment moves orders and stock; support reads orders, answers tickets,
 * moderates reviews and may cancel (with refund) for a customer; the owner does everything.
 */
const granted: Record<StaffRole, readonly StaffPermission[]> = {
  owner: staffPermissions,
  fulfilment: ['orders.read', 'orders.fulfil', 'orders.cancel', 'stock.read', 'stock.write'],
  support: ['orders.read', 'orders.cancel', 'stock.read', 'reviews.moderate', 'support.answer'],
};

export function staffCan(role: StaffRole, permission: StaffPermission): boolean {
  return granted[role].includes(permission);
}

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}
