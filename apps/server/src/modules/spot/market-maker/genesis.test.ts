import { describe, expect, it } from 'vitest';
import { genesisGrants } from './genesis';

const assets = [
  { id: 3, symbol: 'USDT', precision: 6, usdtPrice: '1' },
  { id: 1, symbol: 'BTC', precision: 8, usdtPrice: '96000.00' },
  { id: 101, symbol: 'AAPL', precision: 4, usdtPrice: '228.37' },
  { id: 2, symbol: 'ETH', precision: 8, usdtPrice: '0' }, // no price yet: issued later
  { id: 99, symbol: 'XYZ', precision: 8, usdtPrice: '5' }, // quoted in no pair
];
const pairs = [
  { baseId: 1, quoteId: 3 },
  { baseId: 2, quoteId: 3 },
  { baseId: 101, quoteId: 3 },
];

describe('genesisGrants', () => {
  it('issues the configured USDT worth per pair an asset is quoted in, rounded down to its decimals', () => {
    const grants = genesisGrants(assets, pairs, '2000000');
    expect(grants.map((g) => [g.symbol, g.amount.toFixed()])).toEqual([
      ['USDT', '6000000'], // the quote of 3 pairs
      ['BTC', '20.83333333'], // 2,000,000 / 96,000 = 20.8333333…
      ['AAPL', '8757.7177'], // 2,000,000 / 228.37 = 8757.71773…, down to 4 decimals
    ]);
    expect(grants[1]!.memo).toBe(
      'House market maker inventory: 20.83333333 BTC = 1 pair(s) × MARKET_MAKER_INVENTORY_USDT 2000000 USDT ' +
        'at the feed price 96000 USDT per BTC, rounded down to 8 decimals. Issued once; changes only by trading.',
    );
  });
});
