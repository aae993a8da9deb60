/**
 * The console's strings of the coupon screens (issue 18): campaigns, grants, registration and invitation grants.
 * English, like the rest of the console (strings.ts). Texts marked "selector" are used by tests.
 */
export const CP = {
  // Menu (selector).
  menuCoupons: 'Coupons',
  title: 'Coupons',
};
