import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { pushPayloadOf } from '@meridian/contract/push';
import { describe, expect, it } from 'vitest';

/**
 * public/push-sw.js, the handlers the generated service worker imports, run on a stand-in of the worker's
 * globals: a push shows the server's notification, a tap focuses the open app at its page or opens it.
 */

const SOURCE = readFileSync(new URL('../../../../public/push-sw.js', import.meta.url), 'utf8');
const SCOPE = 'https://m.example.com/h5/';

interface Shown {
  title: string;
  options: { body?: string; tag?: string; data: { url: string } };
}
type Listener = (event: Record<string, unknown>) => void;

function worker(windows: { url: string; navigate?: (url: string) => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const self = {
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    registration: {
      scope: SCOPE,
      showNotification: (title: string, options: Shown['options']) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      matchAll: () =>
        Promise.resolve(
          windows.map((w) => ({
            url: w.url,
            focus() {
              focused.push(w.url);
              return Promise.resolve({
                navigate: w.navigate ?? ((url: string) => Promise.resolve(opened.push(`navigated ${url}`))),
              });
            },
          })),
        ),
      openWindow: (url: string) => Promise.resolve(opened.push(url)),
    },
  };
  runInNewContext(SOURCE, { self, URL });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return { dispatch, shown, opened, focused };
}

const payload = pushPayloadOf({
  id: 42,
  key: 'deposit_credited',
  link: '/pages/fund/receive_withdraw_record?tab=deposit',
  title: 'Deposit credited',
  content: 'Your deposit of 100.00 USDT has been credited to your spot account.',
});
const pushData = (value: unknown) => ({ json: () => value });

describe('the service worker’s push handlers', () => {
  it('shows the pushed notification with its body, tag and page', async () => {
    const sw = worker();
    await sw.dispatch('push', { data: pushData(payload) });
    expect(sw.shown).toEqual([
      {
        title: 'Deposit credited',
        options: {
          body: 'Your deposit of 100.00 USDT has been credited to your spot account.',
          tag: 'notification-42',
          icon: 'icons/icon-192.png',
          badge: 'icons/icon-192.png',
          data: { url: '/h5/#/pages/fund/receive_withdraw_record?tab=deposit' },
        },
      },
    ]);
  });

  it('still says something for a push it cannot read', async () => {
    const sw = worker();
    await sw.dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    await sw.dispatch('push', { data: null });
    expect(sw.shown.map((s) => s.title)).toEqual(['Meridian', 'Meridian']);
  });

  it('a tap with the app closed opens it at the page', async () => {
    const sw = worker();
    let closed = false;
    await sw.dispatch('notificationclick', {
      notification: { data: { url: payload.url }, close: () => (closed = true) },
    });
    expect(closed).toBe(true);
    expect(sw.opened).toEqual(['https://m.example.com/h5/#/pages/fund/receive_withdraw_record?tab=deposit']);
  });

  it('a tap with the app open focuses it and moves it to the page', async () => {
    const sw = worker([{ url: 'https://elsewhere.example/' }, { url: `${SCOPE}#/pages/home/home` }]);
    await sw.dispatch('notificationclick', { notification: { data: { url: payload.url }, close: () => {} } });
    expect(sw.focused).toEqual([`${SCOPE}#/pages/home/home`]);
    expect(sw.opened).toEqual([
      'navigated https://m.example.com/h5/#/pages/fund/receive_withdraw_record?tab=deposit',
    ]);
  });

  it('opens a new window when the open one refuses to navigate, and never leaves the origin', async () => {
    const sw = worker([{ url: SCOPE, navigate: () => Promise.reject(new TypeError('not controlled')) }]);
    await sw.dispatch('notificationclick', { notification: { data: { url: payload.url }, close: () => {} } });
    expect(sw.opened).toEqual(['https://m.example.com/h5/#/pages/fund/receive_withdraw_record?tab=deposit']);
    const other = worker();
    await other.dispatch('notificationclick', {
      notification: { data: { url: 'https://evil.example/x' }, close: () => {} },
    });
    expect(other.opened).toEqual([SCOPE]);
  });
});
