/** Query keys of the coupon screens: one invalidation of `all` reloads every coupon read. */
export const couponKeys = {
  all: ['coupons'] as const,
  list: (status: string) => [...couponKeys.all, 'list', status] as const,
  usable: (product: string) => [...couponKeys.all, 'usable', product] as const,
};
