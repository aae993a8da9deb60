import type { AssetInfo } from '../market/market.repo';

/**
 * Decimals each kind of asset is kept to in wallets: stablecoins 6, crypto 8, stock shares 4.
 * (Operator-configured currencies with withdrawal limits and fees come with deposits and withdrawals.)
 */
export function precisionOf(asset: Pick<AssetInfo, 'kind'>): number {
  switch (asset.kind) {
    case 'stablecoin':
      return 6;
    case 'stock':
      return 4;
    default:
      return 8;
  }
}

/** Currencies every account lists even at zero. */
export const ALWAYS_LISTED = ['USDT', 'BTC', 'ETH'];
