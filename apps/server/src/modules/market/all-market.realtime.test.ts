import type { AllMarketMessage } from '@meridian/contract';
import type { PairQuote } from '@meridian/contract/market';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AllMarketStream } from './all-market.realtime';

const quote = (id: number, price: string): PairQuote =>
  ({
    id,
    symbol: `P${id}/USDT`,
    now_price: price,
    open: price,
    high: price,
    low: price,
    volume: '1',
    amount: '1',
    change: '0',
    time: 0,
  }) as unknown as PairQuote;

afterEach(() => {
  vi.useRealTimers();
});

describe('the all-market stream', () => {
  it('sends at most one message a second, even when its timer fires a little early', () => {
    vi.useFakeTimers();
    let clock = 10_000_200; // 10,000.2 s
    const sent: AllMarketMessage[] = [];
    const stream = new AllMarketStream(
      (m) => sent.push(m),
      () => true,
      () => clock,
    );

    stream.add([quote(1, '1.00')]);
    vi.advanceTimersByTime(0);
    expect(sent.map((m) => m.time)).toEqual([10_000_200]);

    // a second change in the same second waits for the next one; its timer fires 1 ms before that second
    stream.add([quote(2, '2.00')]);
    clock = 10_000_999;
    vi.advanceTimersByTime(800);
    expect(sent).toHaveLength(1);

    clock = 10_001_000;
    vi.advanceTimersByTime(1);
    expect(sent.map((m) => Math.floor(m.time / 1000))).toEqual([10_000, 10_001]);
    expect(sent[1]!.tickers.map((t) => t[0])).toEqual([2]);
    stream.stop();
  });
});
