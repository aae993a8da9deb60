import { describe, expect, it } from 'vitest';
import { nextBanner, watchOnline } from './online';

function fakeSource(initial: boolean) {
  const target = new EventTarget();
  let online = initial;
  return {
    source: { target, isOnline: () => online },
    set(next: boolean) {
      online = next;
      target.dispatchEvent(new Event(next ? 'online' : 'offline'));
    },
    listeners: target,
  };
}

describe('offline banner', () => {
  it('reports the state at once, then each change once', () => {
    const f = fakeSource(true);
    const seen: boolean[] = [];
    const stop = watchOnline(f.source, (o) => seen.push(o));
    f.set(false);
    f.set(false); // a repeated event is not a change
    f.set(true);
    expect(seen).toEqual([true, false, true]);
    stop();
    f.set(false);
    expect(seen).toEqual([true, false, true]);
  });

  it('starts offline when the app opens without a network', () => {
    const seen: boolean[] = [];
    watchOnline(fakeSource(false).source, (o) => seen.push(o));
    expect(seen).toEqual([false]);
  });

  it('shows offline while offline, "back online" after, nothing when it was never offline', () => {
    expect(nextBanner('hidden', true)).toBe('hidden');
    expect(nextBanner('hidden', false)).toBe('offline');
    expect(nextBanner('offline', false)).toBe('offline');
    expect(nextBanner('offline', true)).toBe('back');
    expect(nextBanner('back', false)).toBe('offline');
  });
});
