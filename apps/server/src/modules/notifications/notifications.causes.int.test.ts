import type { WithdrawalRecord } from '@meridian/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import {
  BTC_USDT,
  fakeClock,
  optionTrader,
  orderOf,
  result,
  settlerReady,
  submit,
  tick,
} from '../options/options.testing';
import { newUser } from '../settings/settings.testing';
import { claimDeposit, PAY_PASSWORD, USDT, verifiedUser } from '../wallet/wallet.testing';
import { listOf, rowsOf } from './notifications.testing';

/**
 * Each cause that notifies today writes exactly one notification for its owner, in its own
 * transaction, rendered in the reader's language.
 */

let t: TestApp;
const OPERATOR = 1;
/** Whole second an hour ago, plus 400 ms (options open mid-second). */
const START = (Math.floor(Date.now() / 1000) - 3600) * 1000 + 400;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uidOf = async (token: string) =>
  ((await get(t.app, '/user/info', {}, { token })).body.message as { id: number }).id;

describe('identity reviewed', () => {
  it('approval and rejection each notify the submitter once, linking to the identity screen', async () => {
    const u = await newUser(t, { phone: true });
    const uid = await uidOf(u.token);
    await post(
      t.app,
      '/user/real',
      { real_type: 1, id_type: 1, name: 'Jane Doe', card_id: `NT${uid}X001` },
      { token: u.token },
    );
    const pending = async () =>
      (await t.services.kyc.listForReview({ page: 1, limit: 100 })).data.find((i) => i.user_id === uid)!.id;
    await t.services.kyc.reject(await pending(), OPERATOR, 'Photo unreadable');
    expect(await rowsOf(t, uid)).toHaveLength(1);
    await post(
      t.app,
      '/user/real',
      { real_type: 1, id_type: 1, name: 'Jane Doe', card_id: `NT${uid}X002` },
      { token: u.token },
    );
    await t.services.kyc.approve(await pending(), OPERATOR);

    const zh = await listOf(t, u.token, { lang: 'zh' });
    expect(zh.total).toBe(2);
    expect(zh.data[0]).toMatchObject({
      key: 'kyc_approved',
      params: { level: 1 },
      title: '身份认证已通过',
      content: '您的身份认证（Lv1）已通过审核。',
      link: '/pages/setting/real_mark',
      read: false,
    });
    expect(zh.data[1]).toMatchObject({
      key: 'kyc_rejected',
      title: '身份认证未通过',
      content: '您的身份认证（Lv1）未通过：Photo unreadable。您可以重新提交。',
    });
    expect((await listOf(t, u.token, { lang: 'fra' })).data[1]!.content).toBe(
      'Votre vérification d’identité (Lv1) a été refusée\u202f: Photo unreadable. Vous pouvez la soumettre à nouveau.',
    );
  });
});

describe('deposit credited, withdrawal paid or rejected', () => {
  it('each review notifies the owner once; a rejected deposit notifies nothing', async () => {
    const u = await verifiedUser(t);
    const other = await verifiedUser(t);
    // verifiedUser's own identity approval
    expect((await rowsOf(t, u.uid)).map((r) => r.key)).toEqual(['kyc_approved']);

    const refused = await claimDeposit(t, u.token, '5');
    await t.services.deposits.reject(refused.id, OPERATOR, 'No such transfer');
    const claim = await claimDeposit(t, u.token, '100');
    await t.services.deposits.approve(claim.id, OPERATOR);
    expect((await rowsOf(t, u.uid)).map((r) => r.key)).toEqual(['kyc_approved', 'deposit_credited']);

    const out = async (number: string) =>
      (
        await post(
          t.app,
          '/wallet/out',
          { currency: USDT, address_id: u.addressId, pay_password: PAY_PASSWORD, number },
          { token: u.token },
        )
      ).body.message as WithdrawalRecord;
    const paid = await out('30');
    const refusedOut = await out('25');
    await t.services.withdrawals.approve(paid.id, OPERATOR);
    await t.services.withdrawals.reject(refusedOut.id, OPERATOR, 'Address flagged');

    const rows = await rowsOf(t, u.uid);
    expect(rows[0]?.ref).toMatch(/^kyc:\d+$/);
    expect(rows.slice(1)).toEqual([
      { key: 'deposit_credited', ref: `deposit:${claim.id}` },
      { key: 'withdrawal_paid', ref: `withdrawal:${paid.id}` },
      { key: 'withdrawal_rejected', ref: `withdrawal:${refusedOut.id}` },
    ]);
    expect((await rowsOf(t, other.uid)).map((r) => r.key)).toEqual(['kyc_approved']);

    const en = await listOf(t, u.token);
    expect(en.data.slice(0, 3)).toMatchObject([
      {
        key: 'withdrawal_rejected',
        params: { amount: '25.000000', currency: 'USDT', reason: 'Address flagged' },
        title: 'Withdrawal rejected',
        content:
          'Your withdrawal of 25.00 USDT was rejected: Address flagged. The amount is back in your spot account.',
        link: '/pages/fund/receive_withdraw_record?tab=withdraw',
      },
      {
        key: 'withdrawal_paid',
        title: 'Withdrawal paid',
        content: 'Your withdrawal of 30.00 USDT has been paid out (fee 1.00 USDT).',
        link: '/pages/fund/receive_withdraw_record?tab=withdraw',
      },
      {
        key: 'deposit_credited',
        title: 'Deposit credited',
        content: 'Your deposit of 100.00 USDT has been credited to your spot account.',
        link: '/pages/fund/receive_withdraw_record?tab=deposit',
      },
    ]);
    const jp = await listOf(t, u.token, { lang: 'jp' });
    expect(jp.data[2]).toMatchObject({
      title: '入金が反映されました',
      content: '100.00 USDT の入金が現物口座に反映されました。',
    });
    // the amount in the reader's separators and the stored decimal string untouched
    const tr = await listOf(t, u.token, { lang: 'tr' });
    expect(tr.data[1]).toMatchObject({ params: { amount: '30.000000', fee: '1.000000' } });
    expect(tr.data[1]!.content).toContain('30,00 USDT');
  });

  it('a cause that rolls back leaves no notification', async () => {
    const u = await verifiedUser(t);
    const claim = await claimDeposit(t, u.token, '40');
    await expect(
      t.services.deposits.approve(claim.id, OPERATOR, () => Promise.reject(new Error('audit failed'))),
    ).rejects.toThrow('audit failed');
    expect((await rowsOf(t, u.uid)).map((r) => r.key)).toEqual(['kyc_approved']);
    await t.services.deposits.approve(claim.id, OPERATOR);
    expect((await rowsOf(t, u.uid)).map((r) => r.key)).toEqual(['kyc_approved', 'deposit_credited']);
  });
});

describe('option settled', () => {
  it('one notification per order, in the settlement batch’s transaction', async () => {
    const clock = fakeClock(t, START);
    await settlerReady(t);
    const alice = await optionTrader(t, '1000');
    const bob = await optionTrader(t, '1000');
    const sec = Math.floor(clock.now() / 1000);
    tick(t, BTC_USDT, sec, '100.00');
    const up = orderOf(await submit(t, alice, { type: 1, seconds: 30, number: '100' }));
    const down = orderOf(await submit(t, bob, { type: 2, seconds: 30, number: '50' }));
    const settleSecond = Math.floor((clock.now() + 30_000) / 1000);

    // A batch that rolls back (a failure before its commit) settles nothing and notifies nobody.
    clock.set(settleSecond * 1000 + 900);
    tick(t, BTC_USDT, settleSecond, '100.50');
    await expect(
      t.services.optionsSettler.settleUpTo(settleSecond, {
        beforeCommit: () => {
          throw new Error('crash before commit');
        },
      }),
    ).rejects.toThrow('crash before commit');
    expect((await result(t, alice, up.id)).status).toBe(1);
    expect(await rowsOf(t, alice.uid)).toEqual([]);
    expect(await rowsOf(t, bob.uid)).toEqual([]);

    clock.set((settleSecond + 1) * 1000 + 100);
    tick(t, BTC_USDT, settleSecond + 1, '99.00');
    await t.services.optionsSettler.idle();
    expect((await result(t, alice, up.id)).status).toBe(3);
    expect(await rowsOf(t, alice.uid)).toEqual([{ key: 'option_won', ref: `option:${up.id}` }]);
    expect(await rowsOf(t, bob.uid)).toEqual([{ key: 'option_lost', ref: `option:${down.id}` }]);
    expect((await listOf(t, alice.token, { lang: 'zh' })).data[0]).toMatchObject({
      params: { symbol: 'BTC/USDT', seconds: 30, stake: '100', currency: 'USDT', profit: '80' },
      title: '期权盈利',
      content: '您的 BTC/USDT 30 秒期权（100.00 USDT）盈利：+80.00 USDT。',
      link: '/pages/transaction/seconds_order?tab=closed',
    });
    expect((await listOf(t, bob.token)).data[0]).toMatchObject({
      title: 'Option lost',
      content: 'Your 30-second BTC/USDT option of 50.00 USDT lost: −50.00 USDT.',
    });
  });
});
