/** Routes of the invest screens (app/routes.ts). */
export const INVEST_PATH = '/pages/invest/invest';
export const INVEST_MINE_PATH = '/pages/invest/mine';
export const INVEST_HELP_PATH = '/pages/invest/help';
/** Where a short balance is topped up: a deposit, or a transfer into the spot account. */
export const FUND_DEPOSIT_PATH = '/pages/fund/receive';
export const FUND_TRANSFER_PATH = '/pages/fund/fundTransfer';
export const purchasePath = (id: number) => `/pages/invest/purchase?id=${id}`;

/** A positive whole id from the address, else 0. */
export function idParam(value: string | null): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}
