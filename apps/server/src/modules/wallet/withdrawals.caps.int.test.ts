import { Decimal, KYC_LIMITS, type Paginated, ACCOUNT_TYPE } from '@meridian/contract';
import { PAY_PASSWORD_LOCKOUT } from '@meridian/contract/settings';
import { type WithdrawalRecord } from '@meridian/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { checkLedger } from '../ledger/invariants';
import { uploadImage } from '../settings/settings.testing';
import { PAY_PASSWORD, spotBalance, USDT, verifiedUser } from './wallet.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BTC = 1;
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const REQUESTS = 30;
const FIRST = '150';
const EACH = '5';

describe('withdrawals: the 24 h limit and the pay-password lockout under concurrency', () => {
  it(`${REQUESTS} concurrent BTC withdrawals stop exactly at the Lv1 limit (an amount cap)`, async () => {
    const u = await verifiedUser(t);
    await t.services.ledger.post(t.database.db, [
      {
        kind: 'genesis',
        lines: [
          { account: { house: 'genesis', currencyId: BTC }, amount: '-1000' },
          { account: { userId: u.uid, currencyId: BTC, type: ACCOUNT_TYPE.change }, amount: '1000' },
        ],
      },
    ]);
    const qrcode = await uploadImage(t, u.token);
    const saved = await post(
      t.app,
      '/user/wallet/save',
      { currency: BTC, name: 'Cold', address: BTC_ADDRESS, qrcode },
      { token: u.token },
    );
    const addressId = (saved.body.message as { id: number }).id;
    const limit = new Decimal(KYC_LIMITS.lv1.withdrawBtcPer24h);
    const out = (number: string) =>
      post(
        t.app,
        '/wallet/out',
        { currency: BTC, number, address_id: addressId, pay_password: PAY_PASSWORD },
        { token: u.token },
      );
    expect((await out(FIRST)).body.type).toBe('ok');
    const fits = limit.minus(FIRST).div(EACH).floor().toNumber(); // 150 + 10 × 5 = 200 BTC

    const replies = await Promise.all(Array.from({ length: REQUESTS }, () => out(EACH)));
    const ok = replies.filter((r) => r.body.type === 'ok').length;
    const refused = replies.filter((r) => r.body.code === 'withdraw_limit_exceeded');
    console.info(`withdrawal limit race: ${ok} accepted, ${refused.length} refused`);
    expect(ok).toBe(fits);
    expect(refused.length).toBe(REQUESTS - fits);
    expect(refused[0]?.body.message).toContain(KYC_LIMITS.lv1.withdrawBtcPer24h);

    const list = (await get(t.app, '/user/withdraw/list', { limit: '100' }, { token: u.token })).body
      .message as Paginated<WithdrawalRecord>;
    expect(list.total).toBe(fits + 1);
    const spot = await spotBalance(t, u.token, BTC);
    expect(new Decimal(spot.frozen).toFixed()).toBe(limit.toFixed());
    expect(new Decimal(spot.available).toFixed()).toBe(new Decimal(1000).minus(limit).toFixed());
    expect(await checkLedger(t.database.db)).toEqual([]);
  }, 60_000);

  it('20 concurrent withdrawals guessing the pay password: 5 guesses are checked, the right one last is refused', async () => {
    const u = await verifiedUser(t);
    const guesses = 20;
    const replies = await Promise.all(
      Array.from({ length: guesses }, (_, i) =>
        post(
          t.app,
          '/wallet/out',
          {
            currency: USDT,
            number: '10',
            address_id: u.addressId,
            pay_password: i === guesses - 1 ? PAY_PASSWORD : `guess${i}x`,
          },
          { token: u.token },
        ),
      ),
    );
    const codes = replies.map((r) => (r.body.type === 'ok' ? 'ok' : r.body.code));
    const wrong = codes.filter((c) => c === 'pay_password_wrong').length;
    const locked = codes.filter((c) => c === 'pay_password_locked').length;
    console.info(`pay password race: ${wrong} wrong, ${locked} locked, last ${codes.at(-1)}`);
    expect(codes.at(-1)).toBe('pay_password_locked');
    expect(wrong).toBe(PAY_PASSWORD_LOCKOUT.maxFailures - 1);
    expect(locked).toBe(guesses - wrong);
  }, 60_000);
});
