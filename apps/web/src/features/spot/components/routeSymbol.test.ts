import { describe, expect, it } from 'vitest';
import { routeSymbol } from './routeSymbol';

describe('routeSymbol', () => {
  it('reads the pair and its sides as the server spells them', () => {
    expect(routeSymbol('BTC/USDT')).toEqual({ symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT' });
    expect(routeSymbol(' btc_usdt ')).toEqual({ symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT' });
    expect(routeSymbol('aapl-usdt')).toEqual({ symbol: 'AAPL/USDT', base: 'AAPL', quote: 'USDT' });
  });

  it('shows a symbol it cannot split as it is, without units', () => {
    expect(routeSymbol('BTCUSDT')).toEqual({ symbol: 'BTCUSDT', base: '', quote: '' });
    expect(routeSymbol('BTC/')).toEqual({ symbol: 'BTC/', base: '', quote: '' });
    expect(routeSymbol('A/B/C')).toEqual({ symbol: 'A/B/C', base: '', quote: '' });
  });
});
