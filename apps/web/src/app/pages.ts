import type { ComponentType } from 'react';
import type { PageKey } from './routes';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/** Lazy page chunks, one per screen. */
export const PAGE_LOADERS: Record<PageKey, PageLoader> = {
  home: () => import('../pages/index/Home'),
  login: () => import('../pages/common/Login'),
  register: () => import('../pages/common/Register'),
  forget: () => import('../pages/common/Forget'),
  area: () => import('../pages/common/Area'),
  setting: () => import('../pages/setting/Setting'),
  sessions: () => import('../pages/setting/Sessions'),
  market: () => import('../pages/market/Market'),
  marketSearch: () => import('../pages/market/Search'),
  pair: () => import('../pages/market/Pair'),
  userInfo: () => import('../pages/setting/UserInfo'),
  security: () => import('../pages/setting/Security'),
  password: () => import('../pages/setting/Password'),
  payPassword: () => import('../pages/setting/PayPassword'),
  addressBook: () => import('../pages/setting/Wallet'),
  addWallet: () => import('../pages/setting/AddWallet'),
  bank: () => import('../pages/setting/Bank'),
  bankInternational: () => import('../pages/setting/BankInternational'),
  realMark: () => import('../pages/setting/RealMark'),
  real: () => import('../pages/setting/Real'),
  assets: () => import('../pages/fund/Assets'),
  fundTransfer: () => import('../pages/fund/FundTransfer'),
  transferHistory: () => import('../pages/fund/TransferHistory'),
  assetsRecord: () => import('../pages/fund/AssetsRecord'),
  fundSelect: () => import('../pages/fund/Select'),
  receive: () => import('../pages/fund/Receive'),
  withdraw: () => import('../pages/fund/Withdraw'),
  depositRecord: () => import('../pages/fund/ReceiveWithdrawRecord'),
  conversion: () => import('../pages/fund/Conversion'),
  bill: () => import('../pages/setting/Bill'),
  trade: () => import('../pages/transaction/TradeIndex'),
  spot: () => import('../pages/transaction/Currency'),
  spotOrders: () => import('../pages/transaction/CurrencyOrder'),
  wip: () => import('../pages/common/UnderDevelopment'),
};
