import { describe, expect, it } from 'vitest';
import type { PairQuote } from '@meridian/contract/market';
import { pickablePairs } from './pickablePairs';
import { lastSymbol, rememberSymbol, symbolFromParams } from './symbol';

describe('the pair each ticket shows', () => {
  it('the options ticket keeps its own pair: a stock chosen on spot does not follow it', () => {
    rememberSymbol('BTC/USDT', 'options');
    expect(symbolFromParams(new URLSearchParams('symbol=aapl/usdt'))).toBe('AAPL/USDT');
    expect(lastSymbol('trade')).toBe('AAPL/USDT');
    expect(symbolFromParams(new URLSearchParams(), 'options')).toBe('BTC/USDT');
    expect(symbolFromParams(new URLSearchParams('symbol=ETH/USDT'), 'options')).toBe('ETH/USDT');
    expect(symbolFromParams(new URLSearchParams())).toBe('AAPL/USDT');
  });

  it("the options picker lists only pairs that offer options, spot's only spot pairs", () => {
    const pair = (symbol: string, spot: number, options: number) =>
      ({ symbol, name: symbol, open_coin_trade: spot, open_microtrade: options }) as PairQuote;
    const pairs = [pair('BTC/USDT', 1, 1), pair('AAPL/USDT', 1, 0), pair('XYZ/USDT', 0, 1)];
    expect(pickablePairs(pairs, '', 'options').map((p) => p.symbol)).toEqual(['BTC/USDT', 'XYZ/USDT']);
    expect(pickablePairs(pairs, 'aapl').map((p) => p.symbol)).toEqual(['AAPL/USDT']);
  });
});
