import type { MarketService } from '../market';
import { precisionOf, type PairInfo } from '../market';
import type { InvestNames } from './invest.view';

/**
 * What the invest module reads of the market: currency names and decimals, the coin's USDT pair (its price
 * decimals and recorded minute closes) and last price. One adapter over MarketService, so the services and
 * views take a small interface.
 */
export interface InvestMarket extends InvestNames {
  usdtId(): number;
  /** Decimals of credits in the coin and in USDT (payouts round down to them). */
  decimalsOf(coinId: number): { coin: number; usdt: number };
  /** Decimals of one currency (0 when unknown). */
  precisionOf(currencyId: number): number;
  /** The coin's USDT pair, if it has one. */
  usdtPairOf(coinId: number): PairInfo | undefined;
  recordedCloses(pairId: number, fromSec: number, toSec: number): Promise<{ t: number; price: string }[]>;
}

export function investMarket(market: MarketService): InvestMarket {
  const asset = (id: number) => market.listAssets().find((a) => a.id === id);
  const usdtId = () => market.listAssets().find((a) => a.symbol === 'USDT')?.id ?? 3;
  const precision = (id: number) => {
    const a = asset(id);
    return a ? precisionOf(a) : 0;
  };
  return {
    usdtId,
    nameOf: (id) => asset(id)?.symbol ?? '',
    lastPriceOf: (id) => market.usdtPrice(id),
    precisionOf: precision,
    decimalsOf: (coinId) => ({ coin: precision(coinId), usdt: precision(usdtId()) }),
    usdtPairOf: (coinId) =>
      market
        .listPairs()
        .find((p) => p.baseId === coinId && p.quoteId === usdtId() && p.category === 'crypto'),
    recordedCloses: (pairId, fromSec, toSec) => market.recordedCloses(pairId, fromSec, toSec),
  };
}
