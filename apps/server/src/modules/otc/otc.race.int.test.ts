import type { OtcOrder } from '@meridian/contract/otc';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app';
import {
  BTC,
  call,
  confirm,
  ledgerHolds,
  ok,
  openDesk,
  ordered,
  otcEntries,
  pastDeadline,
  payVoucher,
  quoted,
  reject,
  runExpiry,
  saveCard,
  setPrices,
  spot,
  user,
  type User,
} from './otc.testing';

/**
 * The `otc.expire` cron cancels unpaid buys once their payment window ends (and nothing
 * else), and every state change is exactly once — a confirm racing confirms, a reject, a cancel and the expiry
 * pays once; two orders from one quote make one order.
 */

let t: TestApp;
useTestApp((app) => (t = app));

const btcBuy = { side: 'buy', currency_id: BTC, fiat: 'CNY', amount: '0.01' };

beforeAll(async () => {
  await openDesk(t);
  await setPrices(t);
});

const status = async (u: User, id: number) => ok<OtcOrder>(await call(t, u, 'order/detail', { id })).status;
const notifications = async (u: User) =>
  (
    await t.database.db.execute<{ key: string } & Record<string, unknown>>(
      sql`SELECT key FROM notifications WHERE user_id = ${u.uid} ORDER BY id`,
    )
  ).rows.map((r) => r.key);

describe('otc.expire', () => {
  it('expires unpaid buys past their deadline once, and leaves paid, fresh and sell orders alone', async () => {
    const u = await user(t, 2, { [BTC]: '1' });
    await saveCard(t, u);
    const due = await ordered(t, u, btcBuy);
    const fresh = await ordered(t, u, btcBuy);
    const paid = await ordered(t, u, btcBuy);
    ok(await payVoucher(t, u, paid.id));
    const sell = await ordered(t, u, { ...btcBuy, side: 'sell' }, 'domestic');
    for (const o of [due, paid, sell]) await pastDeadline(t, o.id);

    await runExpiry(t);
    const expired = ok<OtcOrder>(await call(t, u, 'order/detail', { id: due.id }));
    expect(expired).toMatchObject({ status: 'expired', can_cancel: false, can_upload_voucher: false });
    expect(expired.expired_at).not.toBeNull();
    expect([await status(u, fresh.id), await status(u, paid.id), await status(u, sell.id)]).toEqual([
      'pending',
      'paid',
      'pending',
    ]);
    await runExpiry(t);
    expect(await notifications(u)).toEqual(['otc_expired']);
    await ledgerHolds(t);
  });

  it('a voucher after the deadline is refused even before the cron ran', async () => {
    const u = await user(t);
    const o = await ordered(t, u, btcBuy);
    await pastDeadline(t, o.id);
    expect((await payVoucher(t, u, o.id)).body).toMatchObject({ code: 'otc_order_expired' });
    expect(await status(u, o.id)).toBe('pending');
  });
});

describe('exactly once', () => {
  it('a paid buy: three confirms, a reject, a cancel and the expiry race — the coins are credited at most once', async () => {
    for (let round = 0; round < 3; round++) {
      const u = await user(t);
      const o = await ordered(t, u, btcBuy);
      ok(await payVoucher(t, u, o.id));
      await pastDeadline(t, o.id);
      const replies = await Promise.all([
        confirm(t, o.id),
        confirm(t, o.id),
        reject(t, o.id),
        confirm(t, o.id),
        call(t, u, 'order/cancel', { id: o.id }),
        t.services.otcJobs.expireDue(),
      ]);
      const won = replies.filter((r) => typeof r === 'object' && r.body.type === 'ok');
      expect(won).toHaveLength(1);
      const final = await status(u, o.id);
      expect(['completed', 'rejected']).toContain(final);
      const credited = (await spot(t, u, BTC)).available.toFixed();
      expect(credited).toBe(final === 'completed' ? '0.01' : '0');
      expect(await otcEntries(t, o.id)).toEqual(final === 'completed' ? { otc_buy: 1 } : {});
    }
    await ledgerHolds(t);
  });

  it('a pending sell: confirms and rejects race — the hold is posted or released once', async () => {
    for (let round = 0; round < 3; round++) {
      const u = await user(t, 2, { [BTC]: '0.01' });
      await saveCard(t, u);
      const o = await ordered(t, u, { ...btcBuy, side: 'sell' }, 'domestic');
      const replies = await Promise.all([
        confirm(t, o.id),
        reject(t, o.id),
        confirm(t, o.id),
        reject(t, o.id),
      ]);
      expect(replies.filter((r) => r.body.type === 'ok')).toHaveLength(1);
      const final = await status(u, o.id);
      const b = await spot(t, u, BTC);
      expect(b.frozen.toFixed()).toBe('0');
      expect(b.available.toFixed()).toBe(final === 'completed' ? '0' : '0.01');
      expect(await otcEntries(t, o.id)).toEqual(
        final === 'completed' ? { hold: 1, otc_sell: 1 } : { hold: 1, release: 1 },
      );
    }
    await ledgerHolds(t);
  });

  it('an unpaid buy at its deadline: cancel, voucher and the expiry race — one state wins', async () => {
    const u = await user(t);
    const o = await ordered(t, u, btcBuy);
    await pastDeadline(t, o.id);
    const [cancel, voucher] = await Promise.all([
      call(t, u, 'order/cancel', { id: o.id }),
      payVoucher(t, u, o.id),
      t.services.otcJobs.expireDue(),
    ]);
    const final = await status(u, o.id);
    expect(['cancelled', 'expired']).toContain(final);
    expect(cancel.body.type === 'ok').toBe(final === 'cancelled');
    expect(voucher.body.code).toMatch(/^otc_order_(expired|state)$/);
  });

  it('two orders from one quote make one order; a sell holds once', async () => {
    const u = await user(t, 2, { [BTC]: '1' });
    await saveCard(t, u);
    const q = await quoted(t, u, { ...btcBuy, side: 'sell' });
    const replies = await Promise.all(
      [0, 1, 2].map(() => call(t, u, 'order', { quote_id: q.id, card: 'domestic' })),
    );
    expect(replies.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    expect(replies.filter((r) => r.body.code === 'otc_quote_used')).toHaveLength(2);
    expect((await spot(t, u, BTC)).frozen.toFixed()).toBe('0.01');
    await ledgerHolds(t);
  });
});
