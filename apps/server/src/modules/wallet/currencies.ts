import { refuse } from '@meridian/contract';
import type { AssetInfo, MarketService } from '../market';

/** Currencies every account lists even at zero. */
export const ALWAYS_LISTED = ['USDT', 'BTC', 'ETH'];

export interface CurrencyRules {
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  /** Minimum amount per withdrawal and the fee taken from it (decimal strings). */
  withdrawMin: string;
  withdrawFee: string;
  networks: string[];
}

const CRYPTO_RULES: Record<string, Omit<CurrencyRules, 'depositEnabled' | 'withdrawEnabled'>> = {
  USDT: { withdrawMin: '10', withdrawFee: '1', networks: ['ERC20', 'TRC20'] },
  BTC: { withdrawMin: '0.001', withdrawFee: '0.0005', networks: ['Bitcoin'] },
  ETH: { withdrawMin: '0.01', withdrawFee: '0.003', networks: ['ERC20'] },
  LTC: { withdrawMin: '0.1', withdrawFee: '0.01', networks: ['Litecoin'] },
  XRP: { withdrawMin: '20', withdrawFee: '0.25', networks: ['Ripple'] },
  BNB: { withdrawMin: '0.05', withdrawFee: '0.001', networks: ['BSC'] },
  TRX: { withdrawMin: '50', withdrawFee: '1', networks: ['Tron'] },
};

/**
 * Which currencies move in and out of Meridian, and at what cost. Currencies without rules (other crypto,
 * stock shares) trade inside the platform only. The fee is never taken from the client.
 */
export function rulesOf(asset: Pick<AssetInfo, 'symbol'>): CurrencyRules {
  const rules = CRYPTO_RULES[asset.symbol];
  if (!rules)
    return {
      depositEnabled: false,
      withdrawEnabled: false,
      withdrawMin: '0',
      withdrawFee: '0',
      networks: [],
    };
  return { depositEnabled: true, withdrawEnabled: true, ...rules };
}

/** The asset behind a currency id, or a refusal (DomainError) naming the field. */
export function assetOf(
  market: MarketService,
  currencyId: number,
  key: 'currency_not_available' | 'parameter_error' = 'currency_not_available',
): AssetInfo {
  const asset = market.listAssets().find((a) => a.id === currencyId);
  if (!asset) throw refuse(key, {}, 'currency');
  return asset;
}
