import type { Db } from '../../platform/db';
import type { Services } from '../../platform/module';
import type { Notifier } from '../notifications';

/** The house pool that lends (USDT) and buys liquidated collateral (the coin). */
export const LOANS_POOL = 'pool:loans' as const;
/** Ledger reference type of a loan's holds and entries (statements label the holds: kinds.ts HOLD_FOR). */
export const LOAN_REF = 'loan';

/** What the loans module reads of the market: assets, pairs and the feed's last price. */
export type LoansMarket = Pick<
  Services['market'],
  'listAssets' | 'listPairs' | 'lastPrice' | 'refreshAssets'
>;

/** What every part of the loans module is built from. */
export interface LoansDeps {
  db: Db;
  ledger: Services['ledger'];
  notifier: Notifier;
  market: LoansMarket;
  now: () => Date;
}
