import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser's session history for one document: hash URLs, states, back/forward and popstate. */
function fakeWindow(initialHash: string) {
  const entries: { state: unknown; hash: string }[] = [{ state: null, hash: initialHash }];
  let index = 0;
  const popListeners: (() => void)[] = [];
  const hashOf = (url: string) => (url.startsWith('#') ? url : '');
  const win = {
    location: {
      get hash() {
        return entries[index]!.hash;
      },
    },
    history: {
      get state() {
        return entries[index]!.state;
      },
      pushState(state: unknown, _title: string, url?: string) {
        entries.splice(index + 1);
        entries.push({ state, hash: url === undefined ? entries[index]!.hash : hashOf(url) });
        index += 1;
      },
      replaceState(state: unknown, _title: string, url?: string) {
        entries[index] = { state, hash: url === undefined ? entries[index]!.hash : hashOf(url) };
      },
      go(delta: number) {
        index += delta;
        popListeners.forEach((l) => l());
      },
    },
    addEventListener(type: string, listener: () => void) {
      if (type === 'popstate') popListeners.push(listener);
    },
    /** The user types a new hash in the address bar (or a plain link is followed). */
    typeHash(hash: string) {
      entries.splice(index + 1);
      entries.push({ state: null, hash });
      index += 1;
      popListeners.forEach((l) => l());
    },
  };
  return win;
}

async function load(initialHash: string) {
  const win = fakeWindow(initialHash);
  vi.stubGlobal('window', win);
  vi.resetModules();
  return { win, nav: await import('./navigation') };
}

describe('the hash location store', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('reads the first location from the hash, with a key kept in the entry', async () => {
    const { win, nav } = await load('#/pages/market/index?tab=stock');
    const { location, action } = nav.currentLocation();
    expect(location).toMatchObject({ pathname: '/pages/market/index', search: '?tab=stock', hash: '' });
    expect(action).toBe('POP');
    expect((win.history.state as { key: string }).key).toBe(location.key);
  });

  it('starts at / without a hash', async () => {
    const { nav } = await load('');
    expect(nav.currentLocation().location.pathname).toBe('/');
  });

  it('pushes and replaces entries, telling its listeners each time with a new key', async () => {
    const { win, nav } = await load('#/');
    const seen: string[] = [];
    nav.subscribeLocation(({ location, action }) => seen.push(`${action} ${location.pathname}`));
    const first = nav.currentLocation().location.key;
    nav.navigator.push('/pages/trade/index', { from: 'home' });
    expect(win.location.hash).toBe('#/pages/trade/index');
    expect(nav.currentLocation().location.state).toEqual({ from: 'home' });
    nav.navigateTo('/pages/common/login', { replace: true });
    expect(seen).toEqual(['PUSH /pages/trade/index', 'REPLACE /pages/common/login']);
    expect(nav.currentLocation().location.key).not.toBe(first);
  });

  it('follows back and forward with the keys the entries had', async () => {
    const { nav } = await load('#/');
    const home = nav.currentLocation().location.key;
    nav.navigateTo('/pages/market/index');
    const market = nav.currentLocation().location.key;
    nav.navigator.go(-1);
    expect(nav.currentLocation()).toMatchObject({ action: 'POP', location: { pathname: '/', key: home } });
    nav.navigator.go(1);
    expect(nav.currentLocation().location).toMatchObject({ pathname: '/pages/market/index', key: market });
  });

  it('sees a hash changed outside the app, even before anyone subscribed', async () => {
    const { win, nav } = await load('#/');
    win.typeHash('#/pages/assets/index');
    const listener = vi.fn();
    nav.subscribeLocation(listener);
    // useSyncExternalStore reads the snapshot again after subscribing: the change made meanwhile is there
    expect(nav.currentLocation().location.pathname).toBe('/pages/assets/index');
    expect(listener).not.toHaveBeenCalled();
  });

  it('writes no history entry while following the browser (a reload right after a hash change keeps it)', async () => {
    const { win, nav } = await load('#/');
    const replace = vi.spyOn(win.history, 'replaceState');
    const push = vi.spyOn(win.history, 'pushState');
    win.typeHash('#/pages/market/market');
    win.history.go(-1);
    win.history.go(1);
    expect(nav.currentLocation().location.pathname).toBe('/pages/market/market');
    expect(replace).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('makes hrefs from paths and path objects', async () => {
    const { nav } = await load('#/');
    expect(nav.createHref('/pages/nft/index?x=1')).toBe('#/pages/nft/index?x=1');
    expect(nav.createHref({ pathname: '/a', search: '?b=1' })).toBe('#/a?b=1');
  });
});
