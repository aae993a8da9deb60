/** Locked-mining page paths. */
export const LOCK_HOME = '/pages/lockming/lockming';
export const LOCK_ORDERS = '/pages/lockming/order';
export const LOCK_GUIDE = '/pages/lockming/welcome';

export function lockBuyPath(id: number): string {
  return `/pages/lockming/buy?id=${id}`;
}

/** `?id=` of the buy page: a positive whole number, else 0. */
export function idParam(value: string | null): number {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : 0;
}
