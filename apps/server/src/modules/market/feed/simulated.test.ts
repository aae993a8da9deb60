import { describe, expect, it } from 'vitest';
import { Decimal } from '@meridian/contract';
import { PAIRS, pairSymbol } from '../catalog';
import { SimulatedFeed } from './simulated';
import { isStockSessionOpen, nextSessionChange, sessionInfo } from './session';
import type { FeedPair } from './types';

const feedPairs: FeedPair[] = PAIRS.map((p) => ({ ...p, symbol: pairSymbol(p) }));
const btc = feedPairs.find((p) => p.symbol === 'BTC/USDT')!;
const aapl = feedPairs.find((p) => p.symbol === 'AAPL/USDT')!;
const DAY = 86_400_000;
const start = Date.UTC(2026, 9, 1);

describe('SimulatedFeed', () => {
  it('is deterministic: same seed, same series; another seed, another series', async () => {
    const a = await new SimulatedFeed(42, feedPairs).minuteBars(btc, start, start + DAY, undefined);
    const b = await new SimulatedFeed(42, feedPairs).minuteBars(btc, start, start + DAY, undefined);
    const c = await new SimulatedFeed(7, feedPairs).minuteBars(btc, start, start + DAY, undefined);
    expect(a).toHaveLength(1440);
    expect(b).toEqual(a);
    expect(c.map((x) => x.close)).not.toEqual(a.map((x) => x.close));

    const live1 = new SimulatedFeed(42, feedPairs);
    const live2 = new SimulatedFeed(42, feedPairs);
    for (const f of [live1, live2]) f.resume(btc.id, '96000.00');
    const s = start / 1000;
    const series = (f: SimulatedFeed) =>
      Array.from({ length: 120 }, (_, i) => f.ticksAt(s + i).find((t) => t.pairId === btc.id)?.price);
    expect(series(live1)).toEqual(series(live2));
  });

  it('produces well-formed bars on the tick: low ≤ open, close ≤ high, positive volume', async () => {
    const bars = await new SimulatedFeed(1, feedPairs).minuteBars(btc, start, start + DAY, '96000.00');
    for (const b of bars) {
      const [o, h, l, c] = [b.open, b.high, b.low, b.close].map((v) => new Decimal(v));
      expect(l!.lte(Decimal.min(o!, c!))).toBe(true);
      expect(h!.gte(Decimal.max(o!, c!))).toBe(true);
      expect(b.close).toMatch(/^\d+\.\d{2}$/);
      expect(new Decimal(b.volume).gt(0)).toBe(true);
    }
    // Consecutive bars connect: each opens at the previous close.
    for (let i = 1; i < bars.length; i++) expect(bars[i]!.open).toBe(bars[i - 1]!.close);
  });

  it('stays near its level over months (mean reversion) and moves like its volatility', async () => {
    const days = await new SimulatedFeed(3, feedPairs).dailyBars(btc, start - 730 * DAY, start);
    expect(days).toHaveLength(730);
    for (const d of days) {
      const ratio = Number(d.close) / 96_000;
      expect(ratio).toBeGreaterThan(0.3);
      expect(ratio).toBeLessThan(3);
    }
    const minutes = await new SimulatedFeed(3, feedPairs).minuteBars(
      btc,
      start,
      start + 10 * DAY,
      '96000.00',
    );
    const rets = minutes.slice(1).map((b, i) => Math.log(Number(b.close) / Number(minutes[i]!.close)));
    const annualised = Math.sqrt(rets.reduce((s, r) => s + r * r, 0) / rets.length) * Math.sqrt(525_600);
    expect(annualised).toBeGreaterThan(0.3);
    expect(annualised).toBeLessThan(1.2);
  });

  it('ticks stocks only in their New York session', async () => {
    const saturday = Date.UTC(2026, 10, 21, 15) / 1000;
    const thursdayOpen = Date.UTC(2026, 10, 19, 15) / 1000; // 10:00 in New York
    const feed = new SimulatedFeed(5, feedPairs);
    expect(feed.ticksAt(saturday).some((t) => t.pairId === aapl.id)).toBe(false);
    expect(feed.ticksAt(saturday).some((t) => t.pairId === btc.id)).toBe(true);
    expect(feed.ticksAt(thursdayOpen).some((t) => t.pairId === aapl.id)).toBe(true);
    const bars = await feed.minuteBars(aapl, Date.UTC(2026, 10, 19), Date.UTC(2026, 10, 20), undefined);
    expect(bars).toHaveLength(390);
    expect(new Date(bars[0]!.t * 1000).toISOString()).toBe('2026-11-19T14:30:00.000Z');
  });
});

describe('stock session', () => {
  it('follows New York time across daylight saving', () => {
    expect(isStockSessionOpen(Date.UTC(2026, 6, 15, 13, 30))).toBe(true); // July: EDT, 09:30
    expect(isStockSessionOpen(Date.UTC(2026, 6, 15, 13, 29))).toBe(false);
    expect(isStockSessionOpen(Date.UTC(2026, 11, 15, 14, 30))).toBe(true); // December: EST, 09:30
    expect(isStockSessionOpen(Date.UTC(2026, 11, 15, 13, 30))).toBe(false);
    expect(isStockSessionOpen(Date.UTC(2026, 11, 15, 21, 0))).toBe(false); // 16:00 close
  });

  it('names the next open when closed', () => {
    const friday = Date.UTC(2026, 10, 20, 22, 0); // Friday 17:00 New York
    expect(new Date(nextSessionChange(friday)).toISOString()).toBe('2026-11-23T14:30:00.000Z');
    expect(sessionInfo('stock', friday)).toEqual({
      timezone: 'America/New_York',
      hours: '09:30-16:00',
      open: false,
      next_change: '2026-11-23T14:30:00.000Z',
    });
    expect(sessionInfo('crypto', friday)).toEqual({
      timezone: null,
      hours: null,
      open: true,
      next_change: null,
    });
  });
});
