import { describe, expect, it } from 'vitest';
import { AlertIndex, type AlertEvent, type IndexedAlert } from './alert-index';

const MIN = 60_000;
const alert = (a: Partial<IndexedAlert> & Pick<IndexedAlert, 'id' | 'kind'>): IndexedAlert => ({
  pairId: 1,
  level: 0n,
  bp: 0,
  windowMinutes: 60,
  repeat: false,
  armed: true,
  ...a,
});
function ticks(index: AlertIndex, prices: [number, bigint][], pairId = 1): AlertEvent[] {
  const out: AlertEvent[] = [];
  for (const [time, price] of prices) index.tick(pairId, price, time, out);
  return out;
}
const fires = (events: AlertEvent[]) => events.filter((e) => e.type === 'fire').map((e) => e.id);

describe('alert index: levels', () => {
  it('fires an above alert once on the tick that reaches it, never while the price stays under', () => {
    const index = new AlertIndex();
    index.put(alert({ id: 1, kind: 'above', level: 110_00n }));
    index.put(alert({ id: 2, kind: 'below', level: 90_00n }));
    expect(
      ticks(index, [
        [0, 100_00n],
        [1000, 109_99n],
        [2000, 95_00n],
      ]),
    ).toEqual([]);
    expect(ticks(index, [[3000, 110_00n]])).toEqual([{ type: 'fire', id: 1, price: 110_00n }]);
    expect(
      ticks(index, [
        [4000, 120_00n],
        [5000, 100_00n],
        [6000, 111_00n],
      ]),
    ).toEqual([]);
    expect(index.has(1)).toBe(false);
    expect(fires(ticks(index, [[7000, 89_99n]]))).toEqual([2]);
  });

  it('fires crossed levels in the order the price passed them, and only those', () => {
    const index = new AlertIndex();
    for (const [id, level] of [
      [1, 105n],
      [2, 101n],
      [3, 103n],
      [4, 110n],
    ] as const)
      index.put(alert({ id, kind: 'above', level }));
    expect(
      fires(
        ticks(index, [
          [0, 100n],
          [1000, 104n],
        ]),
      ),
    ).toEqual([2, 3]);
    expect(index.count()).toBe(2);
  });

  it('re-arms a repeating alert only once the price is back across the level, then fires again', () => {
    const index = new AlertIndex();
    index.put(alert({ id: 7, kind: 'above', level: 100n, repeat: true }));
    expect(fires(ticks(index, [[0, 100n]]))).toEqual([7]);
    expect(index.armed(7)).toBe(false);
    // staying at or over the level: no re-arm, no second firing
    expect(
      ticks(index, [
        [1000, 105n],
        [2000, 100n],
      ]),
    ).toEqual([]);
    expect(ticks(index, [[3000, 99n]])).toEqual([{ type: 'rearm', id: 7 }]);
    expect(
      fires(
        ticks(index, [
          [4000, 98n],
          [5000, 101n],
        ]),
      ),
    ).toEqual([7]);
  });

  it('a below repeat re-arms over its level', () => {
    const index = new AlertIndex();
    index.put(alert({ id: 3, kind: 'below', level: 50n, repeat: true }));
    expect(
      ticks(index, [
        [0, 49n],
        [1000, 50n],
        [2000, 51n],
        [3000, 50n],
      ]).map((e) => e.type),
    ).toEqual(['fire', 'rearm', 'fire']);
  });

  it('fires at once an alert the last price already satisfies, and forgets removed or replaced ones', () => {
    const index = new AlertIndex();
    ticks(index, [[0, 200n]]);
    expect(index.put(alert({ id: 1, kind: 'above', level: 150n }))).toEqual([
      { type: 'fire', id: 1, price: 200n },
    ]);
    index.put(alert({ id: 2, kind: 'above', level: 250n }));
    index.put(alert({ id: 2, kind: 'above', level: 300n }));
    index.put(alert({ id: 3, kind: 'below', level: 150n }));
    index.remove(3);
    expect(
      fires(
        ticks(index, [
          [1000, 260n],
          [2000, 100n],
        ]),
      ),
    ).toEqual([]);
    expect(fires(ticks(index, [[3000, 300n]]))).toEqual([2]);
  });

  it('orders levels past 2^53, where doubles tie, by their exact value', () => {
    const index = new AlertIndex();
    const big = 2n ** 53n;
    // Number(big) === Number(big + 1n): only the bigint tells them apart
    index.put(alert({ id: 1, kind: 'above', level: big + 1n }));
    index.put(alert({ id: 2, kind: 'above', level: big }));
    index.put(alert({ id: 3, kind: 'below', level: big - 1n }));
    index.put(alert({ id: 4, kind: 'below', level: big }));
    expect(fires(ticks(index, [[0, big - 100n]]))).toEqual([4, 3]);
    expect(fires(ticks(index, [[1000, big]]))).toEqual([2]);
    expect(fires(ticks(index, [[2000, big + 1n]]))).toEqual([1]);
  });

  it('keeps pairs apart', () => {
    const index = new AlertIndex();
    index.put(alert({ id: 1, kind: 'above', level: 10n, pairId: 2 }));
    expect(ticks(index, [[0, 50n]], 1)).toEqual([]);
    expect(fires(ticks(index, [[0, 50n]], 2))).toEqual([1]);
  });
});

describe('alert index: moves within a window', () => {
  it('fires ±5 % within 1 h on a 5 % rise from the window low, not on 4.99 %', () => {
    const index = new AlertIndex([60]);
    index.put(alert({ id: 1, kind: 'move', bp: 500, windowMinutes: 60 }));
    expect(
      ticks(index, [
        [0, 100_00n],
        [10 * MIN, 104_99n],
      ]),
    ).toEqual([]);
    expect(ticks(index, [[20 * MIN, 105_00n]])).toEqual([
      { type: 'fire', id: 1, price: 105_00n, moveBp: 500, up: true },
    ]);
  });

  it('measures a fall from the window high', () => {
    const index = new AlertIndex([60]);
    index.put(alert({ id: 1, kind: 'move', bp: 1000, windowMinutes: 60 }));
    const events = ticks(index, [
      [0, 200n],
      [MIN, 190n],
      [2 * MIN, 180n],
    ]);
    expect(events).toEqual([{ type: 'fire', id: 1, price: 180n, moveBp: 1000, up: false }]);
  });

  it('forgets prices older than the window: a slow 5 % rise over 2 h is no 5 % move within 1 h', () => {
    const index = new AlertIndex([60]);
    index.put(alert({ id: 1, kind: 'move', bp: 500, windowMinutes: 60 }));
    const prices: [number, bigint][] = [];
    // +0.04 % a minute for 125 minutes: +5 % over the whole run, under 2.5 % within any hour
    let p = 1_000_000n;
    for (let m = 0; m <= 125; m++) {
      prices.push([m * MIN, p]);
      p = (p * 10_004n) / 10_000n;
    }
    expect(ticks(index, prices)).toEqual([]);
    // the same rise measured over 24 h fires
    const day = new AlertIndex([1440]);
    day.put(alert({ id: 2, kind: 'move', bp: 500, windowMinutes: 1440 }));
    expect(fires(ticks(day, prices))).toEqual([2]);
  });

  it('re-arms a repeating move once the move is back under its percent', () => {
    const index = new AlertIndex([60]);
    index.put(alert({ id: 1, kind: 'move', bp: 200, windowMinutes: 60, repeat: true }));
    const types = (e: AlertEvent[]) => e.map((x) => x.type);
    expect(
      types(
        ticks(index, [
          [0, 1000n],
          [MIN, 1020n],
        ]),
      ),
    ).toEqual(['fire']);
    expect(types(ticks(index, [[2 * MIN, 1030n]]))).toEqual([]);
    // an hour later the low of 1000 has left the window: 1030 over a low of 1020 is under 2 %
    expect(types(ticks(index, [[62 * MIN, 1030n]]))).toEqual(['rearm']);
  });
});
