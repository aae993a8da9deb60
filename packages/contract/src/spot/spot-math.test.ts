import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import {
  SPOT_MARKET_BUY_COLLAR_FACTOR,
  spotAmountForPercent,
  spotBuySpend,
  spotCrossesBook,
  spotExpectedRole,
  spotFeeAsset,
  spotFeePercent,
  spotFillFee,
  spotFillNet,
  spotLimitBuyHoldLeft,
  spotOrderHold,
  spotPreviewRole,
  spotSpendAsset,
  type SpotPercentSizing,
} from './spot-math';

/** BTC/USDT as the server lists it: amount 6 decimals (lot 0.000001); wallets keep BTC to 8, USDT to 6. */
const BTC = { amountDecimals: 6, quoteDecimals: 6 };
const WALLET = { base: 8, quote: 6 };

const size = (over: Partial<SpotPercentSizing>) =>
  spotAmountForPercent({
    side: 'buy',
    type: 'limit',
    percent: 100,
    available: '1000',
    price: '50000',
    ...BTC,
    ...over,
  }).toFixed();

describe('spot math: the issue’s 100 % post-only buy (1,000 USDT, BTC at 50,000)', () => {
  it('sizes 0.02 BTC and holds exactly the 1,000 USDT it spends — no quote fee on top', () => {
    // Before: the ticket sized 1000 / 50000 / 1.001 = 0.01998 (hold 999.999) and the server asked 1000.4985.
    const amount = size({});
    expect(amount).toBe('0.02');
    // The same with the 5-decimal lot of the ticket.
    expect(size({ amountDecimals: 5 })).toBe('0.02');
    const hold = spotOrderHold({ side: 'buy', type: 'limit', amount, price: '50000' }, 6);
    expect(hold?.toFixed()).toBe('1000');
    expect(spotSpendAsset('buy')).toBe('quote');
  });

  it('maker vs taker: the fee comes out of the BTC received, the hold is the same', () => {
    expect(spotExpectedRole({ type: 'limit', postOnly: true })).toBe('maker');
    expect(spotExpectedRole({ type: 'limit', postOnly: false })).toBe('taker');
    expect(spotExpectedRole({ type: 'market', postOnly: false })).toBe('taker');
    expect([spotFeePercent('maker'), spotFeePercent('taker')]).toEqual(['0.1', '0.15']);
    expect(spotFeeAsset('buy')).toBe('base');
    const maker = { side: 'buy', role: 'maker', amount: '0.02', total: '1000' } as const;
    // maker 0.02 × 0.1 % = 0.00002 BTC → receives 0.01998; taker 0.00003 → 0.01997
    expect(spotFillFee(maker, WALLET).toFixed()).toBe('0.00002');
    expect(spotFillNet(maker, WALLET).toFixed()).toBe('0.01998');
    const taker = { ...maker, role: 'taker' } as const;
    expect(spotFillFee(taker, WALLET).toFixed()).toBe('0.00003');
    expect(spotFillNet(taker, WALLET).toFixed()).toBe('0.01997');
    // sizing does not depend on the role
    expect(size({})).toBe(size({ type: 'limit' }));
  });

  it('a 100 % market buy holds its collared budget within the balance', () => {
    // 1000 / (50010 × 1.05) = 0.0190438… ↓ 0.019043; budget 0.019043 × 52510.5 = 999.9574515 → hold 999.957452
    const amount = size({ type: 'market', price: '50010' });
    expect(amount).toBe('0.019043');
    expect(spotBuySpend('market', amount, '50010').toFixed()).toBe('999.9574515');
    const hold = spotOrderHold({ side: 'buy', type: 'market', amount, price: '50010' }, 6);
    expect(hold?.toFixed()).toBe('999.957452');
    expect(SPOT_MARKET_BUY_COLLAR_FACTOR.toFixed()).toBe('1.05');
  });

  it('a 100 % sell offers the whole base balance to the lot and holds it; the fee is in USDT', () => {
    const amount = size({ side: 'sell', available: '0.123456789', price: null });
    expect(amount).toBe('0.123456');
    expect(spotOrderHold({ side: 'sell', type: 'limit', amount, price: '50000' }, 6)?.toFixed()).toBe(
      '0.123456',
    );
    expect(spotSpendAsset('sell')).toBe('base');
    expect(spotFeeAsset('sell')).toBe('quote');
    // 0.123456 × 50000 = 6172.8: taker fee 9.2592 → 6163.5408, maker 6.1728 → 6166.6272
    const fill = { side: 'sell', role: 'taker', amount, total: '6172.8' } as const;
    expect(spotFillFee(fill, WALLET).toFixed()).toBe('9.2592');
    expect(spotFillNet(fill, WALLET).toFixed()).toBe('6163.5408');
    expect(spotFillNet({ ...fill, role: 'maker' }, WALLET).toFixed()).toBe('6166.6272');
    expect(size({ side: 'sell', available: '0.5', percent: 25, price: null })).toBe('0.125');
  });

  it('rounds holds and fees up, credits down, sizes down to the lot', () => {
    // 50000.01 × 0.000001 = 0.05000001 → hold 0.050001 USDT
    const tiny = { side: 'buy', type: 'limit', amount: '0.000001', price: '50000.01' } as const;
    expect(spotOrderHold(tiny, 6)?.toFixed()).toBe('0.050001');
    // buyer fee 0.000001 × 0.15 % = 0.0000000015 → 0.00000001 BTC, credit 0.00000099
    const fill = { side: 'buy', role: 'taker', amount: '0.000001', total: '0.05000001' } as const;
    expect(spotFillFee(fill, WALLET).toFixed()).toBe('0.00000001');
    expect(spotFillNet(fill, WALLET).toFixed()).toBe('0.00000099');
    // seller: 0.05000001 × 0.1 % = 0.00005000001 → 0.000051; credit 0.04994901 → 0.049949
    const sell = { ...fill, side: 'sell', role: 'maker' } as const;
    expect(spotFillFee(sell, WALLET).toFixed()).toBe('0.000051');
    expect(spotFillNet(sell, WALLET).toFixed()).toBe('0.049949');
    // a stock buyer's fee rounds up to 0.0001 share: 3.5 × 0.15 % = 0.00525 → 0.0053; maker 0.0035 exactly
    const stock = { side: 'buy', role: 'taker', amount: '3.5', total: '799.295' } as const;
    expect(spotFillFee(stock, { base: 4, quote: 6 }).toFixed()).toBe('0.0053');
    expect(spotFillFee({ ...stock, role: 'maker' }, { base: 4, quote: 6 }).toFixed()).toBe('0.0035');
    // A balance with more decimals than the wallet keeps: the budget is cut to 999.999999 first.
    expect(size({ available: '999.9999999' })).toBe('0.019999');
    expect(size({ percent: 50 })).toBe('0.01');
    expect(size({ percent: 0 })).toBe('0');
    expect(size({ price: null })).toBe('0');
    expect(size({ available: '0' })).toBe('0');
    expect(spotOrderHold({ side: 'buy', type: 'limit', amount: '1', price: null }, 6)).toBeNull();
  });

  it('a limit buy’s hold left after fills covers the rest at the limit and ends with the round-up only', () => {
    // 50000.01 × 0.000003 = 0.15000003 → 0.150001; after 0.000001 filled: 0.10000099 left
    expect(spotLimitBuyHoldLeft('50000.01', '0.000003', '0', 6).toFixed()).toBe('0.150001');
    expect(spotLimitBuyHoldLeft('50000.01', '0.000003', '0.000001', 6).toFixed()).toBe('0.10000099');
    expect(spotLimitBuyHoldLeft('50000.01', '0.000003', '0.000003', 6).toFixed()).toBe('0.00000097');
  });
});

describe('spot math: 100 % of any balance fits and spends it', () => {
  const decimal = (int: number, dec: number) =>
    fc
      .bigInt({ min: 1n, max: 10n ** BigInt(int + dec) })
      .map((n) => new Decimal(n.toString()).div(new Decimal(10).pow(dec)));
  it('the hold of the sized buy never exceeds the balance; one more lot would', () => {
    fc.assert(
      fc.property(
        decimal(7, 6),
        decimal(6, 2),
        fc.integer({ min: 2, max: 8 }),
        fc.constantFrom('limit' as const, 'market' as const),
        (available, price, amountDecimals, type) => {
          const sizing = {
            side: 'buy',
            type,
            percent: 100,
            available,
            price,
            amountDecimals,
            quoteDecimals: 6,
          };
          const amount = spotAmountForPercent(sizing as SpotPercentSizing);
          const hold = (a: Decimal) => spotOrderHold({ side: 'buy', type, amount: a, price }, 6);
          expect(hold(amount)?.lte(available)).toBe(true);
          const lot = new Decimal(10).pow(-amountDecimals);
          expect(spotBuySpend(type, amount.plus(lot), price).gt(available)).toBe(true);
        },
      ),
    );
  });
});

describe('fee preview role: maker when the order rests, taker when it crosses', () => {
  const book = { bestBid: '100.00', bestAsk: '100.50' };
  const limit = (side: 'buy' | 'sell', price: string | null, postOnly = false) =>
    spotPreviewRole({ side, type: 'limit', postOnly, price }, book);

  it('a limit buy at or above the best ask crosses (taker); below it rests (maker)', () => {
    expect(limit('buy', '100.50')).toBe('taker');
    expect(limit('buy', '101')).toBe('taker');
    expect(limit('buy', '100.49')).toBe('maker');
    expect(limit('buy', '100.00')).toBe('maker');
  });

  it('a limit sell at or below the best bid crosses (taker); above it rests (maker)', () => {
    expect(limit('sell', '100.00')).toBe('taker');
    expect(limit('sell', '99')).toBe('taker');
    expect(limit('sell', '100.01')).toBe('maker');
    expect(limit('sell', '100.50')).toBe('maker');
  });

  it('market orders take, post-only rests, an empty opposite side cannot be crossed', () => {
    expect(spotPreviewRole({ side: 'buy', type: 'market', postOnly: false, price: null }, book)).toBe(
      'taker',
    );
    expect(spotPreviewRole({ side: 'sell', type: 'market', postOnly: false, price: null }, {})).toBe('taker');
    expect(limit('buy', '101', true)).toBe('maker');
    expect(
      spotPreviewRole({ side: 'buy', type: 'limit', postOnly: false, price: '1000' }, { bestBid: '99' }),
    ).toBe('maker');
    expect(spotCrossesBook('sell', '1', { bestAsk: '2' })).toBe(false);
    // no price typed yet: quoted at the most it can pay
    expect(limit('buy', null)).toBe('taker');
  });
});
