import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../state/storage';
import type { FiatRate } from '../state/prefs';
import { migrateStorage, pickFiats, runStartup } from './startup';
import type { StartupDeps } from './startup';

const DAY = 86_400_000;
const NOW = 1_717_000_000_000;

function deps(storage: MemoryStorage, over: Partial<StartupDeps> = {}) {
  const saved: FiatRate[][] = [];
  const d: StartupDeps = {
    storage,
    now: () => NOW,
    hydrate: vi.fn(),
    initLanguage: vi.fn(),
    startSocket: vi.fn(),
    fetchRates: vi.fn(() =>
      Promise.resolve({
        rates: [
          { currency_code: 'EUR', rate: '0.92' },
          { currency_code: 'XAU', rate: '0.0004' },
          { currency_code: 'USD', rate: '1' },
          { currency_code: 'CNY', rate: '7.2431' },
          { currency_code: 'VND', rate: 'oops' },
        ],
      }),
    ),
    saveFiats: (l) => saved.push(l),
    log: vi.fn(),
    ...over,
  };
  return { d, saved };
}

describe('migrateStorage', () => {
  it('clears the cache once when h5Version is missing, keeping lang, token and user', () => {
    const s = new MemoryStorage();
    s.setItem('lang', 'fra');
    s.setItem('token', 'abc');
    s.setItem('user', '{"id":1}');
    s.setItem('fiats', '[]');
    s.setItem('saveFiatsTime', '1');
    expect(migrateStorage(s)).toBe(true);
    expect(s.keys().sort()).toEqual(['h5Version', 'lang', 'token', 'user']);
    expect(s.getItem('h5Version')).toBe('1');
    expect(s.getItem('token')).toBe('abc');
    s.setItem('fiats', '[]');
    expect(migrateStorage(s)).toBe(false);
    expect(s.getItem('fiats')).toBe('[]');
  });
  it('clears when the stored version is below 1', () => {
    const s = new MemoryStorage();
    s.setItem('h5Version', '0');
    s.setItem('other', 'x');
    expect(migrateStorage(s)).toBe(true);
    expect(s.getItem('other')).toBeNull();
  });
});

describe('pickFiats', () => {
  it('keeps only the eleven fiats in spec order with valid rates', () => {
    expect(
      pickFiats({
        rates: [
          { currency_code: 'EUR', rate: '0.92' },
          { currency_code: 'USD', rate: '1' },
          { currency_code: 'BTC', rate: '0.00001' },
        ],
      }),
    ).toEqual([
      { currency_code: 'USD', rate: '1' },
      { currency_code: 'EUR', rate: '0.92' },
    ]);
    expect(pickFiats(null)).toEqual([]);
  });
});

describe('runStartup', () => {
  it('runs the sequence in order and fetches rates when none were saved', async () => {
    const s = new MemoryStorage();
    const order: string[] = [];
    const { d, saved } = deps(s, {
      hydrate: () => order.push('hydrate'),
      initLanguage: () => void order.push('lang'),
      startSocket: () => order.push('socket'),
    });
    await runStartup(d);
    expect(order).toEqual(['hydrate', 'lang', 'socket']);
    expect(saved[0]).toEqual([
      { currency_code: 'USD', rate: '1' },
      { currency_code: 'CNY', rate: '7.2431' },
      { currency_code: 'EUR', rate: '0.92' },
    ]);
    expect(s.getItem('saveFiatsTime')).toBe(String(NOW));
    expect(s.getItem('h5Version')).toBe('1');
  });

  it('skips the fetch when the last one is younger than 24 h', async () => {
    const s = new MemoryStorage();
    s.setItem('h5Version', '1');
    s.setItem('saveFiatsTime', String(NOW - DAY + 1000));
    const { d } = deps(s);
    await runStartup(d);
    expect(d.fetchRates).not.toHaveBeenCalled();
  });

  it('refetches after 24 h', async () => {
    const s = new MemoryStorage();
    s.setItem('h5Version', '1');
    s.setItem('saveFiatsTime', String(NOW - DAY - 1));
    const { d } = deps(s);
    await runStartup(d);
    expect(d.fetchRates).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch still records the time and only logs', async () => {
    const s = new MemoryStorage();
    const { d, saved } = deps(s, { fetchRates: () => Promise.reject(new Error('offline')) });
    await expect(runStartup(d)).resolves.toBeUndefined();
    expect(saved).toEqual([]);
    expect(s.getItem('saveFiatsTime')).toBe(String(NOW));
    expect(d.log).toHaveBeenCalled();
  });

  it('errors in language or socket never block the rest', async () => {
    const s = new MemoryStorage();
    const { d } = deps(s, {
      initLanguage: () => Promise.reject(new Error('i18n')),
      startSocket: () => {
        throw new Error('socket');
      },
    });
    await runStartup(d);
    expect(d.fetchRates).toHaveBeenCalled();
    expect(d.log).toHaveBeenCalledTimes(2);
  });
});
