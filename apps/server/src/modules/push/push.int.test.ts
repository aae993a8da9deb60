import type { PushCategories, PushDevices } from '@meridian/contract/push';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, ok, post } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger';
import type { NotificationInput } from '../notifications';
import { listOf } from '../notifications/notifications.testing';
import { newUser } from '../settings/settings.testing';
import { claimDeposit, verifiedUser } from '../wallet/wallet.testing';
import { FakePushService, type FakeDevice } from './push.testing';

/**
 * Notifications pushed to the phones: through a stand-in push service on 127.0.0.1 that checks each request's
 * VAPID signature with the server's public key and decrypts the aes128gcm body with the device's own keys.
 */
let t: TestApp;
let service: FakePushService;
const OPERATOR = 1;

beforeAll(async () => {
  t = await createTestApp();
  const probe = await newUser(t);
  const key = ok<{ public_key: string }>(await get(t.app, '/push/vapid_key', {}, { token: probe.token }));
  service = await FakePushService.start(key.public_key);
});
afterAll(async () => {
  await service.close();
  await t.close();
});

async function user() {
  const u = await newUser(t);
  const uid = ((await get(t.app, '/user/info', {}, { token: u.token })).body.message as { id: number }).id;
  return { token: u.token, uid };
}

const subscribe = async (token: string, device: FakeDevice, lang = 'en') =>
  ok<PushDevices>(
    await post(t.app, '/push/subscribe', { endpoint: device.endpoint, keys: device.keys, lang }, { token }),
  );
const categories = async (token: string, endpoint?: string) =>
  ok<PushCategories>(await post(t.app, '/push/categories', endpoint ? { endpoint } : {}, { token }));
const notify = (n: NotificationInput) =>
  t.database.db.transaction((tx) => t.services.notifications.notify(tx, n));
const deliveryJobs = async () =>
  (
    await t.database.db.execute<{ key: string }>(
      sql`SELECT key FROM graphile_worker.jobs WHERE task_identifier = 'push.deliver' ORDER BY id`,
    )
  ).rows.map((r) => r.key);
const drain = () => t.services.jobs.drain();

describe('a notification pushed to the phones', () => {
  it('reaches every device of its owner, encrypted, VAPID-signed, in each device’s language', async () => {
    const u = await verifiedUser(t);
    const other = await user();
    const phone = service.device();
    const tablet = service.device();
    const theirs = service.device();
    expect(await subscribe(u.token, phone)).toEqual({ devices: 1, subscribed: true });
    expect(await subscribe(u.token, tablet, 'zh')).toEqual({ devices: 2, subscribed: true });
    await subscribe(other.token, theirs);

    const claim = await claimDeposit(t, u.token, '100');
    await t.services.deposits.approve(claim.id, OPERATOR);
    await drain();

    const [inApp] = (await listOf(t, u.token)).data;
    expect(inApp).toMatchObject({ key: 'deposit_credited', title: 'Deposit credited' });
    expect(phone.received).toHaveLength(1);
    expect(phone.received[0]!.payload).toEqual({
      id: inApp!.id,
      key: 'deposit_credited',
      title: 'Deposit credited',
      body: 'Your deposit of 100.00 USDT has been credited to your spot account.',
      url: '/h5/#/pages/fund/receive_withdraw_record?tab=deposit',
      tag: `notification-${inApp!.id}`,
    });
    expect(phone.received[0]!.claims.aud).toBe(service.origin);
    expect(phone.received[0]!.claims.sub).toMatch(/^mailto:/);
    expect(phone.received[0]).toMatchObject({ ttl: '86400', urgency: 'high' });
    expect(tablet.received.map((r) => [r.payload.title, r.payload.body])).toEqual([
      ['充值已到账', '您充值的 100.00 USDT 已入账至现货账户。'],
    ]);
    expect(theirs.received).toEqual([]);
    expect(service.rejected).toEqual([]);
    // the job ran once and is gone; running the queue again pushes nothing more
    expect(await deliveryJobs()).toEqual([]);
    await drain();
    expect(phone.received).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('enqueues nothing for a user without devices, nor for a notification that rolls back', async () => {
    const a = await user();
    await notify({ userId: a.uid, key: 'kyc_approved', params: { level: 1 }, link: '' });
    expect(await deliveryJobs()).toEqual([]);
    const phone = service.device();
    await subscribe(a.token, phone);
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.services.notifications.notify(tx, {
          userId: a.uid,
          key: 'kyc_approved',
          params: {},
          link: '',
        });
        expect(await deliveryJobs()).toEqual([]); // the job is the transaction's own until it commits
        throw new Error('cause failed');
      }),
    ).rejects.toThrow('cause failed');
    expect(await deliveryJobs()).toEqual([]);
    await drain();
    expect(phone.received).toEqual([]);
  });
});

describe('categories', () => {
  it('are all on until muted; a muted category is not pushed, the in-app notification is written', async () => {
    const a = await user();
    const phone = service.device();
    await subscribe(a.token, phone);
    const before = await categories(a.token, phone.endpoint);
    expect(before.devices).toBe(1);
    expect(before.subscribed).toBe(true);
    expect(before.categories.every((c) => c.enabled)).toBe(true);
    expect(before.categories.map((c) => c.category)).toEqual(
      expect.arrayContaining([
        'alerts',
        'orders',
        'positions',
        'options',
        'funds',
        'nft',
        'earn',
        'loans',
        'security',
      ]),
    );

    const muted = ok<PushCategories>(
      await post(t.app, '/push/categories/set', { category: 'funds', enabled: 'false' }, { token: a.token }),
    );
    expect(muted.categories.find((c) => c.category === 'funds')).toEqual({
      category: 'funds',
      enabled: false,
    });
    await notify({
      userId: a.uid,
      key: 'withdrawal_paid',
      params: { amount: '30', fee: '1', currency: 'USDT' },
      link: '/pages/fund/receive_withdraw_record?tab=withdraw',
    });
    await notify({
      userId: a.uid,
      key: 'kyc_approved',
      params: { level: 2 },
      link: '/pages/setting/real_mark',
    });
    await drain();
    expect(phone.received.map((r) => r.payload.key)).toEqual(['kyc_approved']);
    expect((await listOf(t, a.token)).data.map((n) => n.key)).toEqual(['kyc_approved', 'withdrawal_paid']);

    // muted after the job was enqueued: still not pushed
    await post(t.app, '/push/categories/set', { category: 'funds', enabled: true }, { token: a.token });
    await notify({
      userId: a.uid,
      key: 'deposit_credited',
      params: { amount: '5', currency: 'USDT' },
      link: '/pages/fund/receive_withdraw_record?tab=deposit',
    });
    expect(await deliveryJobs()).toHaveLength(1);
    await post(t.app, '/push/categories/set', { category: 'funds', enabled: false }, { token: a.token });
    await drain();
    expect(phone.received.map((r) => r.payload.key)).toEqual(['kyc_approved']);

    // another user's categories are their own
    const b = await user();
    expect((await categories(b.token)).categories.find((c) => c.category === 'funds')!.enabled).toBe(true);
  });

  it('refuses an unknown category', async () => {
    const a = await user();
    const r = await post(
      t.app,
      '/push/categories/set',
      { category: 'weather', enabled: true },
      { token: a.token },
    );
    expect(r.body).toMatchObject({ type: 'error', code: 'parameter_error' });
  });
});

describe('delivery', () => {
  it('a retried job does not push twice to a device that already got it', async () => {
    const a = await user();
    const phone = service.device();
    const tablet = service.device();
    await subscribe(a.token, phone);
    await subscribe(a.token, tablet);
    tablet.answer = 500;
    await notify({
      userId: a.uid,
      key: 'option_won',
      params: { symbol: 'BTC/USDT', seconds: 30, stake: '100', currency: 'USDT', profit: '80' },
      link: '',
    });
    await drain();
    expect(phone.received).toHaveLength(1);
    expect(tablet.received).toHaveLength(0);
    const [failed] = (
      await t.database.db.execute<{ id: string; attempts: number; last_error: string }>(
        sql`SELECT id, attempts, last_error FROM graphile_worker.jobs WHERE task_identifier = 'push.deliver'`,
      )
    ).rows;
    expect(failed!.attempts).toBe(1);
    expect(failed!.last_error).toContain('push service answered 500');

    tablet.answer = 201;
    await t.database.db.execute(
      sql`SELECT graphile_worker.reschedule_jobs(ARRAY[${failed!.id}::bigint], run_at => now())`,
    );
    await drain();
    expect(phone.received).toHaveLength(1);
    expect(tablet.received).toHaveLength(1);
    expect(tablet.received[0]!.payload).toMatchObject({
      title: 'Option won',
      url: '/h5/#/pages/common/notice',
      tag: phone.received[0]!.payload.tag,
    });
    expect(await deliveryJobs()).toEqual([]);
  });

  it('a subscription the push service says is gone (404, 410) is removed; the others still get it', async () => {
    const a = await user();
    const phone = service.device();
    const gone = service.device();
    const expired = service.device();
    for (const d of [phone, gone, expired]) await subscribe(a.token, d);
    gone.answer = 410;
    expired.answer = 404;
    await notify({
      userId: a.uid,
      key: 'loan_margin_call',
      params: { currency: 'BTC', ltv: '80', price: '50000', liquidation_price: '45000' },
      link: '/pages/common/loan?id=1',
    });
    await drain();
    expect(phone.received.map((r) => r.payload.url)).toEqual(['/h5/#/pages/common/loan?id=1']);
    expect(await deliveryJobs()).toEqual([]);
    expect(await categories(a.token, gone.endpoint)).toMatchObject({ devices: 1, subscribed: false });
    expect(await categories(a.token, phone.endpoint)).toMatchObject({ devices: 1, subscribed: true });
  });
});

describe('subscriptions', () => {
  it('one per endpoint: subscribing again refreshes it, another user takes it over', async () => {
    const a = await user();
    const b = await user();
    const phone = service.device();
    await subscribe(a.token, phone);
    expect(await subscribe(a.token, phone, 'fra')).toEqual({ devices: 1, subscribed: true });
    expect(await subscribe(b.token, phone)).toEqual({ devices: 1, subscribed: true });
    expect(await categories(a.token, phone.endpoint)).toMatchObject({ devices: 0, subscribed: false });
    await notify({ userId: a.uid, key: 'kyc_approved', params: { level: 1 }, link: '' });
    await notify({ userId: b.uid, key: 'kyc_approved', params: { level: 1 }, link: '' });
    await drain();
    expect(phone.received).toHaveLength(1);

    // unsubscribing another user's endpoint changes nothing
    expect(
      ok<PushDevices>(
        await post(t.app, '/push/unsubscribe', { endpoint: phone.endpoint }, { token: a.token }),
      ),
    ).toEqual({ devices: 0, subscribed: false });
    expect(await categories(b.token, phone.endpoint)).toMatchObject({ devices: 1, subscribed: true });
    expect(
      ok<PushDevices>(
        await post(t.app, '/push/unsubscribe', { endpoint: phone.endpoint }, { token: b.token }),
      ),
    ).toEqual({ devices: 0, subscribed: false });
  });

  it('refuses an endpoint that is no push service, and keys that are not a browser’s', async () => {
    const a = await user();
    const d = service.device();
    const refused = async (body: Record<string, unknown>) =>
      (await post(t.app, '/push/subscribe', body, { token: a.token })).body;
    for (const endpoint of ['https://evil.example/push', 'http://10.0.0.5/push', 'javascript:alert(1)', ''])
      expect(await refused({ endpoint, keys: d.keys }), endpoint).toMatchObject({
        type: 'error',
        code: 'url_invalid',
        field: 'endpoint',
      });
    expect(await refused({ endpoint: d.endpoint, keys: { ...d.keys, p256dh: 'AAAA' } })).toMatchObject({
      code: 'parameter_error',
      field: 'keys.p256dh',
    });
    expect(await refused({ endpoint: d.endpoint, keys: { ...d.keys, auth: d.keys.p256dh } })).toMatchObject({
      code: 'parameter_error',
      field: 'keys.auth',
    });
    expect(await refused({ endpoint: d.endpoint })).toMatchObject({ code: 'parameter_error' });
    expect((await categories(a.token)).devices).toBe(0);
    expect((await post(t.app, '/push/subscribe', { endpoint: d.endpoint, keys: d.keys })).body.type).toBe(
      '999',
    );
  });
});
