/**
 * Routes of the H5 app that notifications link to (a path of the web's route table, with an optional query).
 * The web's route test checks that each one is registered.
 */
export const NOTIFICATION_LINKS = {
  depositRecords: '/pages/fund/receive_withdraw_record?tab=deposit',
  withdrawalRecords: '/pages/fund/receive_withdraw_record?tab=withdraw',
  identity: '/pages/setting/real_mark',
  settledOptions: '/pages/transaction/seconds_order?tab=closed',
  ieoOrders: '/pages/ieo/order',
  lockOrders: '/pages/lockming/order',
  investOrders: '/pages/invest/mine',
  nftOrders: '/pages/nft/purchase?tab=pay',
  nftMine: '/pages/nft/myNft',
  nftSales: '/pages/nft/purchase?tab=sell',
  /** Open futures positions. */
  futuresPositions: '/pages/transaction/contract_order',
  /** One loan: `?id=` is appended. */
  loan: '/pages/common/loan',
  supportChat: '/pages/kefu/index',
  /** One OTC order: `?id=` is appended. */
  otcOrder: '/pages/otc/order',
  /** My experience coupons. */
  coupons: '/pages/setting/coupon',
  /** The security center; a new-device sign-in appends `?sign_in=` and the session's id, to review it. */
  securityCenter: '/pages/setting/security',
  /** The spot orders (open, history). */
  spotOrders: '/pages/transaction/currency_order',
  /** A pair's page: `?symbol=` and the encoded symbol are appended. */
  pair: '/pages/market/pair',
} as const;

/** An in-app route: '' (none) or one leading '/' (never '//host', a scheme or a backslash). */
export function isAppLink(link: string): boolean {
  return link === '' || (/^\/(?![/\\])/.test(link) && !/[\s\\]/.test(link) && link.length <= 500);
}
