import { beforeEach, describe, expect, it } from 'vitest';
import { usePrefs } from './prefs';
import { useSession } from './session';
import { MemoryStorage, setStorage } from './storage';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  setStorage(storage);
  usePrefs.getState().hydrate();
  useSession.getState().hydrate();
});

describe('prefs store', () => {
  it('persists lang under `lang` and hydrates app codes from any tag', () => {
    usePrefs.getState().setLang('kor');
    expect(storage.getItem('lang')).toBe('kor');
    storage.setItem('lang', 'ja');
    usePrefs.getState().hydrate();
    expect(usePrefs.getState().lang).toBe('jp');
  });
  it('defaults to en and USD with rate 1', () => {
    expect(usePrefs.getState().lang).toBe('en');
    expect(usePrefs.getState().fiat).toMatchObject({ currency_code: 'USD', rate: '1' });
  });
  it('keeps the chosen fiat rate in step with the feed', () => {
    usePrefs.getState().setFiats([
      { currency_code: 'USD', rate: '1' },
      { currency_code: 'EUR', rate: '0.92' },
    ]);
    usePrefs.getState().setFiat('EUR', 42);
    expect(usePrefs.getState().fiat).toEqual({ currency_code: 'EUR', rate: '0.92', saveTime: 42 });
    usePrefs.getState().setFiats([{ currency_code: 'EUR', rate: '0.95' }]);
    expect(JSON.parse(storage.getItem('fiat') ?? '{}')).toMatchObject({ currency_code: 'EUR', rate: '0.95' });
    expect(JSON.parse(storage.getItem('fiats') ?? '[]')).toHaveLength(1);
  });
});

describe('session store', () => {
  it('stores the raw token under `token` and the user as JSON under `user`; clear removes both', () => {
    useSession.getState().setToken('abc123');
    expect(storage.getItem('token')).toBe('abc123');
    useSession.getState().setUser({ id: 7 } as never);
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual({ id: 7 });
    useSession.getState().clear();
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(useSession.getState()).toMatchObject({ token: '', user: null });
  });
  it('ignores a corrupt user entry', () => {
    storage.setItem('user', '{oops');
    useSession.getState().hydrate();
    expect(useSession.getState().user).toBeNull();
  });
});
