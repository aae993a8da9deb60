import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import {
  NFT_EXTENSION_MS,
  NFT_PLATFORM_FEE_BPS,
  NFT_SNIPE_WINDOW_MS,
  nftEndAfterBid,
  nftForfeitSplit,
  nftMinBid,
  nftSaleSplit,
  nftSaleTime,
  NFT_MAX_LISTING_MS,
  nftWindowTooLong,
} from './nft-rules';

/** The sale-time helper of, the fee/royalty split, the bid step and anti-sniping. */

describe('nftSaleTime (spec §4 buy_status)', () => {
  const start = new Date('2026-03-01T10:00:00Z');
  const end = new Date('2026-03-02T10:00:00Z');
  const within = new Date('2026-03-01T12:00:00Z');

  it('2 before the start, whatever the flag', () => {
    expect(nftSaleTime(new Date('2026-03-01T09:59:59Z'), start, end, 1)).toBe(2);
    expect(nftSaleTime(new Date('2026-03-01T09:59:59Z'), start, end, 0)).toBe(2);
  });

  it('0 within the window when the flag is 0, and 0 at or after the end', () => {
    expect(nftSaleTime(within, start, end, 0)).toBe(0);
    expect(nftSaleTime(end, start, end, 1)).toBe(0);
    expect(nftSaleTime(new Date('2026-03-03T00:00:00Z'), start, end, 1)).toBe(0);
  });

  it('1 within the window with a nonzero flag (from the start itself)', () => {
    expect(nftSaleTime(within, start, end, 1)).toBe(1);
    expect(nftSaleTime(start, start, end, 2)).toBe(1);
  });
});

describe('nftSaleSplit', () => {
  it('the spec-style example: price 1000, fee 2.5 % = 25, royalty 5 % = 50, seller 925', () => {
    const s = nftSaleSplit('1000', 500, false, 6);
    expect([s.fee.toFixed(), s.royalty.toFixed(), s.seller.toFixed()]).toEqual(['25', '50', '925']);
    const own = nftSaleSplit('1000', 500, true, 6);
    expect([own.fee.toFixed(), own.royalty.toFixed(), own.seller.toFixed()]).toEqual(['25', '0', '975']);
  });

  it('rounds the fee up and the royalty down to the currency decimals', () => {
    const s = nftSaleSplit('0.000123', 333, false, 6);
    // fee 0.000123 × 2.5 % = 0.000003075 → up 0.000004; royalty × 3.33 % = 0.0000040959 → down 0.000004
    expect([s.fee.toFixed(), s.royalty.toFixed(), s.seller.toFixed()]).toEqual([
      '0.000004',
      '0.000004',
      '0.000115',
    ]);
  });

  /** A currency's decimals and a price of at most that many decimals (as item prices are). */
  const priced = fc.integer({ min: 0, max: 8 }).chain((decimals) =>
    fc
      .tuple(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.integer({ min: 0, max: decimals }))
      .map(([units, scale]) => ({
        p: new Decimal(units.toString()).div(new Decimal(10).pow(scale)),
        decimals,
      })),
  );

  it('conserves value: fee + royalty + seller = price exactly, none negative, fee rounded up (property)', () => {
    fc.assert(
      fc.property(
        priced,
        fc.integer({ min: 0, max: 1000 }),
        fc.boolean(),
        ({ p, decimals }, bps, sellerIsCreator) => {
          const s = nftSaleSplit(p, bps, sellerIsCreator, decimals);
          expect(s.fee.plus(s.royalty).plus(s.seller).eq(p)).toBe(true);
          expect(s.fee.isNegative() || s.royalty.isNegative() || s.seller.isNegative()).toBe(false);
          const exactFee = p.times(NFT_PLATFORM_FEE_BPS).div(10_000);
          // rounded up: never below the exact fee unless capped at the price itself
          expect(s.fee.gte(Decimal.min(exactFee, p))).toBe(true);
          expect(s.fee.minus(exactFee).lt(new Decimal(10).pow(-decimals))).toBe(true);
          expect(s.fee.decimalPlaces()).toBeLessThanOrEqual(decimals);
          if (sellerIsCreator) expect(s.royalty.isZero()).toBe(true);
          else expect(s.royalty.lte(p.times(bps).div(10_000))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a forfeited deposit conserves value too (property)', () => {
    fc.assert(
      fc.property(priced, ({ p: m, decimals }) => {
        const f = nftForfeitSplit(m, decimals);
        expect(f.fee.plus(f.seller).eq(m)).toBe(true);
        expect(f.fee.isNegative() || f.seller.isNegative()).toBe(false);
        expect(f.fee.gte(Decimal.min(m, m.times(NFT_PLATFORM_FEE_BPS).div(10_000)))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('nftMinBid and nftEndAfterBid', () => {
  it('the starting price before any bid, then the current bid + the step', () => {
    expect(nftMinBid('200', false, '10').toFixed()).toBe('200');
    expect(nftMinBid('230', true, '10').toFixed()).toBe('240');
  });

  it('a bid in the last 10 minutes moves the end by 10 minutes; an earlier one does not', () => {
    const end = new Date('2026-03-02T10:00:00Z');
    const late = new Date(end.getTime() - NFT_SNIPE_WINDOW_MS + 1_000);
    expect(nftEndAfterBid(end, late).getTime()).toBe(end.getTime() + NFT_EXTENSION_MS);
    const early = new Date(end.getTime() - NFT_SNIPE_WINDOW_MS - 1_000);
    expect(nftEndAfterBid(end, early)).toEqual(end);
  });
});

describe('nftWindowTooLong', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const plus = (ms: number) => new Date(now.getTime() + ms);
  it('takes a window up to the maximum, starting up to the maximum ahead', () => {
    expect(nftWindowTooLong(now, now, plus(NFT_MAX_LISTING_MS))).toBe(false);
    expect(nftWindowTooLong(now, plus(NFT_MAX_LISTING_MS), plus(2 * NFT_MAX_LISTING_MS))).toBe(false);
    // a window that started a minute ago runs from now
    expect(nftWindowTooLong(now, plus(-60_000), plus(NFT_MAX_LISTING_MS))).toBe(false);
  });
  it('refuses a longer window, a later start, and the year 9999', () => {
    expect(nftWindowTooLong(now, now, plus(NFT_MAX_LISTING_MS + 1))).toBe(true);
    expect(nftWindowTooLong(now, plus(NFT_MAX_LISTING_MS + 1), plus(NFT_MAX_LISTING_MS + 2))).toBe(true);
    expect(nftWindowTooLong(now, now, new Date('9999-12-31T23:59:00Z'))).toBe(true);
  });
});
