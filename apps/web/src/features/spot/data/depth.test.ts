import type { MarketDepthMessage } from '@meridian/contract';
import type { CoinDepth } from '@meridian/contract/spot';
import { describe, expect, it } from 'vitest';
import { SeqTracker } from '../../../api/sequence';
import { ackNeedsReload, applyDepthMessage, bookTops, depthRows, foldDepthMessages } from './depth';

const snapshot = (seq: number, over: Partial<CoinDepth> = {}): CoinDepth => ({
  symbol: 'BTC/USDT',
  bids: [['49990', '1']],
  asks: [['50010', '2']],
  seq,
  ...over,
});

const message = (seq: number, over: Partial<MarketDepthMessage> = {}): MarketDepthMessage => ({
  type: 'market_depth',
  seq,
  symbol: 'BTC/USDT',
  'base-currency': 'BTC',
  'quote-currency': 'USDT',
  currency_id: 1,
  currency_name: 'BTC',
  legal_id: 3,
  legal_name: 'USDT',
  bids: [['49995', '0.5']],
  asks: [['50005', '0.7']],
  trades: false,
  time: 0,
  ...over,
});

describe('applyDepthMessage', () => {
  it('applies the next seq without a reload', () => {
    const step = applyDepthMessage(snapshot(10), message(11), 'next');
    expect(step.resync).toBe(false);
    expect(step.data).toEqual({
      symbol: 'BTC/USDT',
      bids: [['49995', '0.5']],
      asks: [['50005', '0.7']],
      seq: 11,
    });
  });

  it('applies a jump ahead of the snapshot and reloads (trades may have been missed)', () => {
    const step = applyDepthMessage(snapshot(10), message(14), 'gap');
    expect(step.data?.seq).toBe(14);
    expect(step.resync).toBe(true);
  });

  it('ignores a message the REST snapshot already covers', () => {
    const cached = snapshot(20);
    for (const seq of [18, 20]) {
      const step = applyDepthMessage(cached, message(seq), 'next');
      expect(step.data).toBe(cached);
      expect(step.resync).toBe(false);
    }
  });

  it('drops duplicates', () => {
    const cached = snapshot(5);
    expect(applyDepthMessage(cached, message(9), 'duplicate')).toEqual({ data: cached, resync: false });
  });

  it('takes the message and reloads when the server restarted its counter', () => {
    const step = applyDepthMessage(snapshot(500), message(1), 'rewind');
    expect(step.data?.seq).toBe(1);
    expect(step.resync).toBe(true);
  });

  it('fills an empty cache from the first message', () => {
    const step = applyDepthMessage(undefined, message(3), 'first');
    expect(step.data?.seq).toBe(3);
    expect(step.resync).toBe(false);
  });

  it('follows a stream through the tracker: in order, gap, restart', () => {
    const tracker = new SeqTracker();
    let data: CoinDepth | undefined = snapshot(1);
    const resyncs: number[] = [];
    for (const seq of [2, 3, 5, 6, 1, 2]) {
      const step = applyDepthMessage(data, message(seq), tracker.accept(seq));
      data = step.data;
      if (step.resync) resyncs.push(seq);
    }
    expect(resyncs).toEqual([5, 1]);
    expect(data?.seq).toBe(2);
  });
});

describe('foldDepthMessages: a frame of messages in one update', () => {
  it('caches the newest snapshot of the frame and reloads nothing when the seqs follow on', () => {
    const fold = foldDepthMessages(snapshot(10), [
      [message(11, { bids: [['1', '1']] }), 'next'],
      [message(12, { bids: [['2', '1']] }), 'next'],
      [message(13, { bids: [['3', '1']] }), 'next'],
    ]);
    expect(fold.data?.seq).toBe(13);
    expect(fold.data?.bids).toEqual([['3', '1']]);
    expect(fold.resync).toBe(false);
    expect(fold.trades).toBe(false);
  });

  it('still reloads for a gap inside the frame, even when later messages follow on from it', () => {
    const fold = foldDepthMessages(snapshot(10), [
      [message(11), 'next'],
      [message(14), 'gap'],
      [message(15), 'next'],
    ]);
    expect(fold.data?.seq).toBe(15);
    expect(fold.resync).toBe(true);
  });

  it('reloads the trades once when any message of the frame announced them', () => {
    const fold = foldDepthMessages(snapshot(10), [
      [message(11, { trades: true }), 'next'],
      [message(12), 'next'],
    ]);
    expect(fold.trades).toBe(true);
    expect(fold.resync).toBe(false);
  });

  it('keeps the cached snapshot (same reference) when the frame holds only stale messages', () => {
    const cached = snapshot(20);
    const fold = foldDepthMessages(cached, [
      [message(18), 'next'],
      [message(20), 'duplicate'],
    ]);
    expect(fold.data).toBe(cached);
    expect(fold.resync).toBe(false);
  });

  it('lets an older message late in the frame not overwrite a newer one', () => {
    const fold = foldDepthMessages(snapshot(10), [
      [message(12), 'gap'],
      [message(11), 'duplicate'],
    ]);
    expect(fold.data?.seq).toBe(12);
  });
});

describe('ackNeedsReload', () => {
  it('reloads only a cache whose seq differs from the room', () => {
    expect(ackNeedsReload(snapshot(7), 7)).toBe(false);
    expect(ackNeedsReload(snapshot(7), 9)).toBe(true);
    expect(ackNeedsReload(snapshot(7), 2)).toBe(true);
    expect(ackNeedsReload(undefined, 2)).toBe(false);
  });
});

describe('bookTops', () => {
  it('reads the best levels and leaves empty sides out', () => {
    expect(bookTops(snapshot(1))).toEqual({ bestBid: '49990', bestAsk: '50010' });
    expect(bookTops(snapshot(1, { asks: [] }))).toEqual({ bestBid: '49990' });
    expect(bookTops(undefined)).toEqual({});
  });
});

describe('depthRows', () => {
  const depth = snapshot(1, {
    bids: [
      ['100', '1'],
      ['99', '2.5'],
      ['98', '0.5'],
    ],
    asks: [
      ['101', '0.1'],
      ['102', '0.2'],
    ],
  });

  it('accumulates amounts from the best level outward, in decimals', () => {
    const { bids, asks } = depthRows(depth, 10);
    expect(bids.map((r) => r.cumulative)).toEqual(['1', '3.5', '4']);
    expect(asks.map((r) => r.cumulative)).toEqual(['0.1', '0.3']);
  });

  it('draws both sides on one scale: the deeper total is 100 %', () => {
    const { bids, asks } = depthRows(depth, 10);
    expect(bids.map((r) => r.widthPercent)).toEqual([25, 87.5, 100]);
    expect(asks.map((r) => r.widthPercent)).toEqual([2.5, 7.5]);
  });

  it('cuts each side to the row count before scaling', () => {
    const { bids } = depthRows(depth, 2);
    expect(bids).toHaveLength(2);
    expect(bids[1]?.widthPercent).toBe(100);
  });

  it('skips unreadable levels and handles an empty book', () => {
    const odd = snapshot(1, {
      bids: [
        ['x', '1'],
        ['99', '2'],
      ],
      asks: [],
    });
    expect(depthRows(odd, 5).bids).toEqual([
      { price: '99', amount: '2', cumulative: '2', widthPercent: 100 },
    ]);
    expect(depthRows(undefined, 5)).toEqual({ bids: [], asks: [] });
  });

  it('keeps exact decimals where floats would drift', () => {
    const tiny = snapshot(1, {
      bids: [
        ['1', '0.1'],
        ['0.9', '0.2'],
      ],
      asks: [],
    });
    expect(depthRows(tiny, 5).bids[1]?.cumulative).toBe('0.3');
  });
});
