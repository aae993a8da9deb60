import { describe, expect, it } from 'vitest';
import { markSeenInStorage, popSeenKey, seenInStorage, shouldShowPop } from './popup';

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

describe('home pop-up seen once per version', () => {
  const pop = { group: 'welcome', version: 3 };
  it('keys the visitor mark by group and version', () => {
    expect(popSeenKey('welcome', 3)).toBe('popSeen:welcome:3');
  });
  it('shows a visitor the pop-up until this browser marks the version, and again for a new version', () => {
    const store = memory();
    const state = (version: number) => ({
      pop: { ...pop, version },
      loggedIn: false,
      seenHere: seenInStorage(store, 'welcome', version),
      closedNow: false,
      demoNoticeUp: false,
    });
    expect(shouldShowPop(state(3))).toBe(true);
    markSeenInStorage(store, 'welcome', 3);
    expect(shouldShowPop(state(3))).toBe(false);
    expect(shouldShowPop(state(4))).toBe(true);
  });
  it('follows the server for a logged-in user, whatever this browser holds', () => {
    expect(
      shouldShowPop({
        pop: { ...pop, seen: false },
        loggedIn: true,
        seenHere: true,
        closedNow: false,
        demoNoticeUp: false,
      }),
    ).toBe(true);
    expect(
      shouldShowPop({
        pop: { ...pop, seen: true },
        loggedIn: true,
        seenHere: false,
        closedNow: false,
        demoNoticeUp: false,
      }),
    ).toBe(false);
  });
  it('never shows without a pop-up or once closed in this visit', () => {
    expect(
      shouldShowPop({ pop: null, loggedIn: false, seenHere: false, closedNow: false, demoNoticeUp: false }),
    ).toBe(false);
    expect(
      shouldShowPop({ pop, loggedIn: false, seenHere: false, closedNow: true, demoNoticeUp: false }),
    ).toBe(false);
  });
  it('waits while the demo notice is on screen, then shows', () => {
    const base = { pop, loggedIn: false, seenHere: false, closedNow: false };
    expect(shouldShowPop({ ...base, demoNoticeUp: true })).toBe(false);
    expect(shouldShowPop({ ...base, demoNoticeUp: false })).toBe(true);
  });
  it('survives a storage that refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(seenInStorage(broken, 'welcome', 3)).toBe(false);
    expect(() => markSeenInStorage(broken, 'welcome', 3)).not.toThrow();
  });
});
