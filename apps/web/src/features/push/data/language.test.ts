import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
let signedIn = true;
vi.mock('../../../api/http', () => ({ api: { call } }));
vi.mock('../../../state/session', () => ({ isLoggedIn: () => signedIn }));

const { sendLanguageToThisDevice } = await import('./language');

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';
const KEYS = { p256dh: 'BPk', auth: 'c2Vj' };

/** The browser's push parts, as a page sees them, with this subscription (or none). */
function browser(subscribed: boolean) {
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {} });
  const sub = { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }) };
  vi.stubGlobal('navigator', {
    serviceWorker: {
      getRegistration: () =>
        Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(subscribed ? sub : null) } }),
    },
  });
}

describe('sendLanguageToThisDevice', () => {
  // (a block: a function returned by beforeEach is run as its teardown, and mockReset returns the mock)
  beforeEach(() => {
    call.mockReset();
    signedIn = true;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('subscribes a device the server pushes to again, with the same keys, so pushes follow the language', async () => {
    browser(true);
    call.mockResolvedValueOnce({ subscribed: true }).mockResolvedValueOnce({ subscribed: true });
    await sendLanguageToThisDevice();
    expect(call).toHaveBeenCalledTimes(2);
    expect(call.mock.calls[0]![0]).toMatchObject({ path: '/push/categories' });
    expect(call.mock.calls[0]![1]).toEqual({ endpoint: ENDPOINT });
    expect(call.mock.calls[1]![0]).toMatchObject({ path: '/push/subscribe' });
    expect(call.mock.calls[1]![1]).toEqual({ endpoint: ENDPOINT, keys: KEYS });
  });

  it('leaves alone a device the server does not push to for this user: pushes stay off', async () => {
    browser(true);
    call.mockResolvedValueOnce({ subscribed: false });
    await sendLanguageToThisDevice();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![0]).toMatchObject({ path: '/push/categories' });
  });

  it('calls nothing signed out or without a subscription, and never fails the change', async () => {
    signedIn = false;
    browser(true);
    await sendLanguageToThisDevice();
    signedIn = true;
    browser(false);
    await sendLanguageToThisDevice();
    expect(call).not.toHaveBeenCalled();
    browser(true);
    call.mockRejectedValue(new Error('offline'));
    await expect(sendLanguageToThisDevice()).resolves.toBeUndefined();
  });
});
