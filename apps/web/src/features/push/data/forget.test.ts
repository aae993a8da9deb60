import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../../../api/http', () => ({ api: { call } }));

const { forgetThisDevice } = await import('./forget');

/** The browser's push parts, as a page sees them, with this subscription (or none). */
function browser(endpoint: string | null) {
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {} });
  vi.stubGlobal('navigator', {
    serviceWorker: {
      getRegistration: () =>
        Promise.resolve({
          pushManager: { getSubscription: () => Promise.resolve(endpoint ? { endpoint } : null) },
        }),
    },
  });
}

describe('forgetThisDevice', () => {
  // (a block: a function returned by beforeEach is run as its teardown, and mockReset returns the mock)
  beforeEach(() => {
    call.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tells the server to stop pushing to this browser’s subscription', async () => {
    browser('https://fcm.googleapis.com/fcm/send/abc');
    call.mockResolvedValue({ devices: 0, subscribed: false });
    await forgetThisDevice();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![0]).toMatchObject({ path: '/push/unsubscribe' });
    expect(call.mock.calls[0]![1]).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc' });
  });

  it('calls nothing for a browser without a subscription, and never fails the logout', async () => {
    browser(null);
    await forgetThisDevice();
    expect(call).not.toHaveBeenCalled();
    browser('https://fcm.googleapis.com/fcm/send/abc');
    call.mockRejectedValue(new Error('offline'));
    await expect(forgetThisDevice()).resolves.toBeUndefined();
    expect(call).toHaveBeenCalledTimes(1);
  });
});
