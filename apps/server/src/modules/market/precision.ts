import type { PrecisionOf } from '@meridian/contract';
import type { AssetInfo } from './market.repo';

/**
 * Decimals each kind of asset is kept to in wallets and books: stablecoins 6, crypto 8, stock shares 4.
 * Credits to a user round down to it, fees round up.
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

/**
 * The precision of an asset named by its symbol, read from the asset list when asked (the list grows as operators
 * list assets): what server texts print an amount of that asset at. Undefined for a symbol not listed.
 */
export function symbolPrecision(assets: () => readonly AssetInfo[]): PrecisionOf {
  return (symbol) => {
    const asset = assets().find((a) => a.symbol === symbol);
    return asset ? precisionOf(asset) : undefined;
  };
}
