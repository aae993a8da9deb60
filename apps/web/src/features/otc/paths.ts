/** Routes of the OTC screens (app/routes.ts) and the screens they link to. */
export const OTC_DESK = '/pages/otc/otc';
export const OTC_ORDERS = '/pages/otc/orders';
export const orderPath = (id: number): string => `/pages/otc/order?id=${id}`;
export const REAL_PATH = '/pages/setting/real_mark';
export const BANK_PATH = '/pages/setting/bank';
export const BANK_INTERNATIONAL_PATH = '/pages/setting/bank_international';

/** `?id=` as a positive integer, else 0 (the screen then says the order is missing). */
export function idParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
