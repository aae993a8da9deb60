import { boxCommitment, drawBoxSlot } from '@meridian/contract/nft';
import { describe, expect, it } from 'vitest';
import {
  bidProblem,
  canOpenBox,
  canResell,
  canWithdrawListing,
  detailPathOf,
  fileSize,
  minNextBid,
  oddsPercent,
  parsePrice,
  saleKindKey,
  viewerSaleState,
  royaltyPercent,
  saleState,
  shortfall,
} from './rules';
import { prizeOfSlot, verifySeries } from './verify';

describe('NFT rules', () => {
  it('maps buy_status to the card tag', () => {
    expect(saleState({ buy_status: 1 })).toBe('onSale');
    expect(saleState({ buy_status: 2 })).toBe('notStarted');
    expect(saleState({ buy_status: 0 })).toBe('ended');
  });

  it('checks a bid with spec §8 messages', () => {
    expect(bidProblem('', '110', '1000')).toEqual({ key: 'nft_price_invalid' });
    expect(bidProblem('0', '110', '1000')).toEqual({ key: 'nft_price_invalid' });
    expect(bidProblem('105', '110', '1000')).toEqual({ key: 'nft_bid_too_low', min: '110' });
    expect(bidProblem('110', '110', '100')).toEqual({ key: 'insufficient_balance' });
    expect(bidProblem('110', '110', '110')).toBeNull();
    expect(parsePrice('12,50')?.toFixed()).toBe('12.5');
  });

  it('computes the least next bid: the start price before any bid, then current + step', () => {
    expect(minNextBid({ price: '100', per_increase: '10', bid_count: 0 })).toBe('100');
    expect(minNextBid({ price: '100', per_increase: '10', bid_count: 2 })).toBe('110');
  });

  it('shows the shortfall and odds exactly', () => {
    expect(shortfall('100', '40.5')).toBe('59.5');
    expect(shortfall('100', '150')).toBe('0');
    expect(oddsPercent(1, 3)).toBe('33.33');
    expect(oddsPercent(2, 3)).toBe('66.67');
    expect(oddsPercent(5, 0)).toBe('0.00');
    expect(royaltyPercent(250)).toBe('2.5');
    expect(fileSize(2_500_000)).toEqual({ value: '2.4', unit: 'MB' });
    expect(fileSize(900)).toEqual({ value: '900', unit: 'B' });
  });

  it('routes video items to their page', () => {
    expect(detailPathOf({ code: 'ab12cd34', type: 4 })).toBe('/pages/nft/artworkDetail_video?code=ab12cd34');
    expect(detailPathOf({ code: 'ab12cd34', type: 3 })).toBe('/pages/nft/artworkDetail?code=ab12cd34');
  });

  it('offers open and resell only to the owner, in the right state', () => {
    const sealed = {
      series_id: 4,
      rarity_status: 0 as const,
      status: 0 as const,
      resell_nft_status: 0 as const,
    };
    expect(canOpenBox(sealed, true)).toBe(true);
    expect(canOpenBox(sealed, false)).toBe(false);
    expect(canOpenBox({ ...sealed, rarity_status: 1 }, true)).toBe(false);
    expect(canOpenBox({ ...sealed, status: 1 }, true)).toBe(false);
    expect(canResell({ status: 0, lock_order: 0, resell_nft_status: 0 }, true)).toBe(true);
    expect(canResell({ status: 0, lock_order: 1, resell_nft_status: 0 }, true)).toBe(false);
    expect(canResell({ status: 1, lock_order: 0, resell_nft_status: 1 }, true)).toBe(false);
  });

  it('offers to withdraw only my own resale listing that nobody has bid on', () => {
    const listed = { status: 1, lock_order: 0, resell_nft_status: 1, bid_count: 0 } as const;
    expect(canWithdrawListing(listed, true)).toBe(true);
    expect(canWithdrawListing({ ...listed, status: 2 }, true)).toBe(true);
    expect(canWithdrawListing(listed, false)).toBe(false);
    expect(canWithdrawListing({ ...listed, bid_count: 1 }, true)).toBe(false);
    expect(canWithdrawListing({ ...listed, lock_order: 1 }, true)).toBe(false);
    expect(canWithdrawListing({ ...listed, status: 0 }, true)).toBe(false);
    // the creator's first listing was made by an operator: not the owner's to withdraw
    expect(canWithdrawListing({ ...listed, resell_nft_status: 0 }, true)).toBe(false);
  });
});

describe('box draw verification (in the browser)', () => {
  const seed = 'journey-seed-0001';
  const counts = [1, 2];
  const codes = ['aa11bb22', 'cc33dd44', 'ee55ff66'];
  function honestDraws() {
    const taken = new Set<number>();
    return codes.map((code, i) => {
      const slot = drawBoxSlot(seed, code, i + 1, 3, taken);
      taken.add(slot);
      return { code, seq: i + 1, slot, prize: prizeOfSlot(counts, slot), opened: i === 0 };
    });
  }
  const prizes = [
    { index: 0, name: 'Gold', rarity: 'SSR', image: '', count: 1 },
    { index: 1, name: 'Silver', rarity: 'R', image: '', count: 2 },
  ];

  it('maps slots to prizes in table order', () => {
    expect([0, 1, 2, 3].map((s) => prizeOfSlot(counts, s))).toEqual([0, 1, 1, -1]);
  });

  it('confirms an honest series: commitment, every draw, counts equal to the table', () => {
    const v = verifySeries({ seed, commitment: boxCommitment(seed), prizes, draws: honestDraws() });
    expect(v.commitmentOk).toBe(true);
    expect(v.draws.map((d) => d.ok)).toEqual([true, true, true]);
    expect(v.counts.map((c) => [c.count, c.drawn])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(v.allOk).toBe(true);
  });

  it('flags a swapped draw, a wrong commitment and an unrevealed seed', () => {
    const draws = honestDraws();
    const [a, b] = [draws[0]!, draws[1]!];
    const swapped = [
      { ...a, slot: b.slot, prize: b.prize },
      { ...b, slot: a.slot, prize: a.prize },
      draws[2]!,
    ];
    const bad = verifySeries({ seed, commitment: boxCommitment(seed), prizes, draws: swapped });
    expect(a.slot).not.toBe(b.slot);
    expect(bad.allOk).toBe(false);
    expect(bad.draws.map((d) => d.ok)).toEqual([false, false, true]);
    expect(verifySeries({ seed, commitment: boxCommitment('other'), prizes, draws }).commitmentOk).toBe(
      false,
    );
    const hidden = verifySeries({ seed: '', commitment: boxCommitment(seed), prizes, draws: [] });
    expect(hidden.revealed).toBe(false);
    expect(hidden.allOk).toBe(false);
  });
});

describe('what the viewer reads about an item and a sale', () => {
  it('an item the viewer owns and does not sell is theirs, not ended', () => {
    expect(viewerSaleState({ buy_status: 0, owner_id: 7 }, 7)).toBe('owned');
    expect(viewerSaleState({ buy_status: 0, owner_id: 8 }, 7)).toBe('ended');
    expect(viewerSaleState({ buy_status: 0, owner_id: 7 }, undefined)).toBe('ended');
    expect(viewerSaleState({ buy_status: 1, owner_id: 7 }, 7)).toBe('onSale');
  });

  it('names a sale from the viewer side: a bought box is bought, a sold one sold', () => {
    expect(saleKindKey({ kind: 'box', side: 'buy' })).toBe('nft.kindBought.box');
    expect(saleKindKey({ kind: 'box', side: 'sell' })).toBe('nft.kindSold.box');
    expect(saleKindKey({ kind: 'fixed', side: 'royalty' })).toBe('nft.kind.fixed');
    expect(saleKindKey({ kind: 'auction', side: '' })).toBe('nft.kind.auction');
  });
});
