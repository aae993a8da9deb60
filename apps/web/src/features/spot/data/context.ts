import { SPOT_MIN_NOTIONAL } from '@meridian/contract/spot';
import type { PairDetail } from '@meridian/contract/market';
import type { WalletBalances } from '@meridian/contract/wallet';
import type { SpotBalances, SpotPairRules } from '../forms/types';

/** Builds the spot ticket's context from what the app already loads: the pair detail and the wallet. */

export interface SpotAssets {
  balances: SpotBalances;
  /** Decimals each currency is kept to (undefined while unknown: the ticket then assumes 8). */
  basePrecision?: number;
  quotePrecision?: number;
}

/** The spot (change) account's available balances of the pair's two currencies; "0" when absent. */
export function spotAssetsOf(
  wallet: WalletBalances | undefined,
  baseId: number | undefined,
  quoteId: number | undefined,
): SpotAssets {
  const rows = wallet?.change_wallet.balance ?? [];
  const base = rows.find((r) => r.currency === baseId);
  const quote = rows.find((r) => r.currency === quoteId);
  return {
    balances: { base_available: base?.available ?? '0', quote_available: quote?.available ?? '0' },
    ...(base ? { basePrecision: base.precision } : {}),
    ...(quote ? { quotePrecision: quote.precision } : {}),
  };
}

/** The pair's trading rules in the ticket's shape (minimum order value per category, from the contract). */
export function pairRulesOf(pair: PairDetail, assets?: SpotAssets): SpotPairRules {
  return {
    symbol: pair.symbol,
    currency_id: pair.currency_id,
    legal_id: pair.legal_id,
    price_decimals: pair.price_precision,
    amount_decimals: pair.amount_precision,
    tick_size: pair.tick_size,
    lot_size: pair.lot_size,
    min_notional: SPOT_MIN_NOTIONAL[pair.category],
    ...(assets?.basePrecision !== undefined ? { base_precision: assets.basePrecision } : {}),
    ...(assets?.quotePrecision !== undefined ? { quote_precision: assets.quotePrecision } : {}),
  };
}
