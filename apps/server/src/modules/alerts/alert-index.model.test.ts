import { describe, expect, it } from 'vitest';
import { AlertIndex, type AlertEvent, type IndexedAlert } from './alert-index';

/**
 * The index against a naive model (every alert checked on every tick, windows from the whole tick history), on a
 * seeded random walk with alerts added, replaced and removed as it goes: the same firings and re-arms, tick by tick.
 */

const MIN = 60_000;

class NaiveAlerts {
  private readonly alerts = new Map<number, IndexedAlert>();
  private readonly history = new Map<number, { minute: number; price: bigint }[]>();

  put(a: IndexedAlert): string[] {
    this.alerts.set(a.id, { ...a });
    const last = this.history.get(a.pairId)?.at(-1);
    return last ? this.check(this.alerts.get(a.id)!, last.price, last.minute, true) : [];
  }

  remove(id: number): void {
    this.alerts.delete(id);
  }

  tick(pairId: number, price: bigint, time: number): string[] {
    const minute = Math.floor(time / MIN);
    const h = this.history.get(pairId) ?? [];
    h.push({ minute, price });
    this.history.set(pairId, h);
    const out: string[] = [];
    for (const a of [...this.alerts.values()])
      if (a.pairId === pairId) out.push(...this.check(a, price, minute, false));
    return out;
  }

  private move(a: IndexedAlert, price: bigint, minute: number): bigint | undefined {
    const inWindow = (this.history.get(a.pairId) ?? []).filter((x) => x.minute > minute - a.windowMinutes);
    if (inWindow.length === 0) return undefined;
    const low = inWindow.reduce((m, x) => (x.price < m ? x.price : m), inWindow[0]!.price);
    const high = inWindow.reduce((m, x) => (x.price > m ? x.price : m), inWindow[0]!.price);
    const up = ((price - low) * 10_000n) / low;
    const down = ((high - price) * 10_000n) / high;
    return up >= down ? up : down;
  }

  private check(a: IndexedAlert, price: bigint, minute: number, onlyFire: boolean): string[] {
    const move = a.kind === 'move' ? this.move(a, price, minute) : undefined;
    const hit =
      a.kind === 'move'
        ? move !== undefined && BigInt(a.bp) <= move
        : a.kind === 'above'
          ? price >= a.level
          : price <= a.level;
    if (a.armed && hit) {
      if (a.repeat) a.armed = false;
      else this.alerts.delete(a.id);
      return [`fire:${a.id}`];
    }
    const back =
      a.kind === 'move'
        ? move !== undefined && BigInt(a.bp) > move
        : a.kind === 'above'
          ? price < a.level
          : price > a.level;
    if (!onlyFire && !a.armed && back) {
      a.armed = true;
      return [`rearm:${a.id}`];
    }
    return [];
  }
}

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const names = (events: AlertEvent[]) => events.map((e) => `${e.type}:${e.id}`).sort();

describe('alert index against a naive model', () => {
  it.each([1, 2, 3])('fires and re-arms the same alerts on every tick (seed %i)', (seed) => {
    const random = seeded(seed);
    const index = new AlertIndex([60, 1440]);
    const naive = new NaiveAlerts();
    const prices = [10_000, 20_000, 5_000];
    let id = 0;
    const live: number[] = [];
    const alertNear = (pairId: number): IndexedAlert => {
      const price = prices[pairId]!;
      const r = random();
      const base = {
        id: ++id,
        pairId,
        repeat: random() < 0.5,
        armed: true,
        level: 0n,
        bp: 0,
        windowMinutes: 60,
      };
      if (r < 0.25)
        return {
          ...base,
          kind: 'move',
          bp: 5 + Math.floor(random() * 300),
          windowMinutes: random() < 0.5 ? 60 : 1440,
        };
      const level = BigInt(Math.max(1, Math.round(price * (1 + (random() - 0.5) * 0.04))));
      return { ...base, kind: r < 0.6 ? 'above' : 'below', level };
    };
    for (let s = 0; s < 4000; s++) {
      // a few changes between ticks: new alerts, a replaced one, a removed one
      if (random() < 0.3 || live.length < 50) {
        const a = alertNear(Math.floor(random() * 3));
        expect(names(index.put(a))).toEqual(naive.put(a).sort());
        live.push(a.id);
      }
      if (random() < 0.05 && live.length > 0) {
        const gone = live.splice(Math.floor(random() * live.length), 1)[0]!;
        index.remove(gone);
        naive.remove(gone);
      }
      const pairId = s % 3;
      prices[pairId] = Math.max(100, Math.round(prices[pairId]! * (1 + (random() - 0.5) * 0.006)));
      const out: AlertEvent[] = [];
      index.tick(pairId, BigInt(prices[pairId]), s * 20_000, out);
      expect(names(out), `tick ${s}`).toEqual(naive.tick(pairId, BigInt(prices[pairId]), s * 20_000).sort());
    }
  });
});
