import type { Paginated } from '@meridian/contract';
import type { OtcConfig, OtcOrder, OtcQuote } from '@meridian/contract/otc';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { houseAvailable } from '../../../test/spot-users';
import { listOf } from '../notifications/notifications.testing';
import { uploadImage } from '../settings/settings.testing';
import {
  BTC,
  call,
  confirm,
  confirmed,
  expireQuote,
  ledgerHolds,
  ok,
  openDesk,
  ordered,
  otcEntries,
  payVoucher,
  quote,
  quoted,
  reject,
  saveCard,
  setPrices,
  spot,
  USDT,
  user,
} from './otc.testing';

/**
 * Through the API: the quote's worked numbers (BTC 50,000 USDT × CNY 7.2 ± 150 bps), the limits
 * per identity level (none → 998, Lv1 2,000, Lv2 1,000,000 USDT) and of the desk, the buy flow (quote → order →
 * voucher → confirm → credited) and the sell flow (held → confirmed to the desk), quote expiry and reuse, and
 * that nobody sees or touches someone else's order.
 */

let t: TestApp;
useTestApp((app) => (t = app));

const btcBuy = (amount = '0.01') => ({ side: 'buy', currency_id: BTC, fiat: 'CNY', amount });

describe('the desk before it is opened', () => {
  it('is closed: config says so and quotes are refused', async () => {
    const u = await user(t);
    const config = ok<OtcConfig>(await call(t, u, 'config'));
    expect(config).toMatchObject({
      open: false,
      spread_bps: 150,
      pay_window_minutes: 15,
      quote_ttl_seconds: 60,
    });
    expect((await quote(t, u, btcBuy())).body).toMatchObject({ type: 'error', code: 'otc_closed' });
  });
});

describe('quotes', () => {
  beforeAll(async () => {
    await openDesk(t);
    await setPrices(t);
  });

  it('BTC 50,000 × CNY 7.2 at 150 bps: buy 365,400 (0.01 BTC = 3,654.00 CNY), sell 354,600 (3,546.00)', async () => {
    const u = await user(t);
    const buy = await quoted(t, u, btcBuy());
    expect(buy).toMatchObject({
      side: 'buy',
      currency_name: 'BTC',
      fiat: 'CNY',
      price: '365400',
      amount: '0.01',
      total: '3654.00',
      spread_bps: 150,
      feed_price: '50000',
      fiat_rate: '7.2',
      usdt_value: '500',
    });
    expect(Date.parse(buy.expires_at) - Date.parse(buy.created_at)).toBe(60_000);
    const sell = await quoted(t, u, { ...btcBuy(), side: 'sell' });
    expect(sell).toMatchObject({ price: '354600', amount: '0.01', total: '3546.00' });
  });

  it('a fiat total: 1,000 CNY buys 136.836343 USDT at 7.308, paying 1,000.00', async () => {
    const u = await user(t);
    const q = await quoted(t, u, { side: 'buy', currency_id: USDT, fiat: 'CNY', total: '1000' });
    expect(q).toMatchObject({ price: '7.308', amount: '136.836343', total: '1000.00', usdt_value: '136.84' });
  });

  it('config publishes the coins with their feed, the fiat rates and the caller’s level cap', async () => {
    const lv1 = await user(t, 1);
    const config = ok<OtcConfig>(await call(t, lv1, 'config'));
    expect(config.open).toBe(true);
    expect(config.coins.map((c) => [c.name, c.price_usdt])).toEqual([
      ['USDT', '1'],
      ['BTC', '50000'],
    ]);
    expect(config.fiats.find((f) => f.code === 'CNY')?.rate).toBe('7.2');
    expect(config).toMatchObject({
      level: 1,
      level_cap_usdt: '2000',
      level_caps: { lv1: '2000', lv2: '1000000' },
    });
  });

  it('no verified identity: the 998 envelope', async () => {
    const u = await user(t, 0);
    expect((await quote(t, u, btcBuy())).body).toMatchObject({ type: '998' });
  });

  it('Lv1: up to 2,000 USDT per order (0.04 BTC), refused above with the numbers', async () => {
    const u = await user(t, 1);
    expect((await quote(t, u, btcBuy('0.04'))).body.type).toBe('ok');
    const over = await quote(t, u, { ...btcBuy('0.0401'), lang: 'en' });
    expect(over.body).toMatchObject({ type: 'error', code: 'otc_level_cap', field: 'amount' });
    expect(over.body.message).toBe('Your identity level Lv1 allows at most 2,000.00 USDT per order');
  });

  it('Lv2: up to 1,000,000 USDT per order (20 BTC), refused above', async () => {
    await openDesk(t, { max_usdt: '5000000' });
    try {
      const u = await user(t, 2);
      expect((await quote(t, u, btcBuy('20'))).body.type).toBe('ok');
      expect((await quote(t, u, btcBuy('20.00000002'))).body).toMatchObject({
        code: 'otc_level_cap',
        message: expect.stringContaining('1,000,000.00') as unknown,
      });
    } finally {
      await openDesk(t);
    }
  });

  it("the desk's minimum and maximum, and only its coins and known fiats", async () => {
    const u = await user(t, 2);
    const usdt = { side: 'buy', currency_id: USDT, fiat: 'CNY' };
    expect((await quote(t, u, { ...usdt, amount: '9.99', lang: 'en' })).body).toMatchObject({
      code: 'otc_amount_below_min',
      message: 'The minimum per order is 10.00 USDT',
    });
    await openDesk(t, { max_usdt: '500' });
    try {
      expect((await quote(t, u, { ...usdt, amount: '500.01' })).body).toMatchObject({
        code: 'otc_amount_above_max',
      });
    } finally {
      await openDesk(t);
    }
    expect((await quote(t, u, { ...usdt, currency_id: 2, amount: '1' })).body.code).toBe(
      'otc_coin_unavailable',
    );
    expect((await quote(t, u, { ...usdt, fiat: 'XXX', amount: '100' })).body.code).toBe(
      'otc_fiat_unavailable',
    );
    expect((await quote(t, u, { ...usdt })).body.code).toBe('otc_amount_invalid');
    expect((await quote(t, u, { ...usdt, amount: '100', total: '730' })).body.code).toBe(
      'otc_amount_invalid',
    );
  });
});

describe('buy: quote → order → voucher → confirm → credited', () => {
  it('credits the ordered coins from pool:otc once, with the desk’s bank details and a 15-minute deadline', async () => {
    const u = await user(t);
    const poolBefore = await houseAvailable(t, 'pool:otc', BTC);
    const order = await ordered(t, u, btcBuy());
    expect(order).toMatchObject({
      side: 'buy',
      status: 'pending',
      price: '365400',
      amount: '0.01',
      total: '3654.00',
      feed_price: '50000',
      fiat_rate: '7.2',
      card: null,
      voucher: '',
      can_cancel: true,
      can_upload_voucher: true,
      topic: `otc:${order.id}`,
    });
    expect(order.bank).toEqual({
      bank_name: 'Test Bank',
      account_name: 'Meridian OTC',
      account_number: '1234567890',
      branch: 'Main',
      swift: 'TESTGB2L',
      reference: order.order_no,
    });
    expect(order.order_no).toMatch(/^OTC\d{6}\d{8}$/);
    expect(Date.parse(order.deadline_at!) - Date.parse(order.created_at)).toBe(15 * 60_000);

    // paying is not enough: the operator confirms only a paid order
    expect((await confirm(t, order.id)).body.code).toBe('otc_order_state');
    const paid = ok<OtcOrder>(await payVoucher(t, u, order.id));
    expect(paid).toMatchObject({ status: 'paid', can_cancel: false });
    expect(paid.voucher).toMatch(/\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    expect((await call(t, u, 'order/cancel', { id: order.id })).body.code).toBe('otc_order_state');

    const done = await confirmed(t, order.id);
    expect(done).toMatchObject({
      status: 'completed',
      user_id: u.uid,
      operator_id: expect.any(Number) as unknown,
    });
    expect((await spot(t, u, BTC)).available.toFixed()).toBe('0.01');
    expect(poolBefore.minus(await houseAvailable(t, 'pool:otc', BTC)).toFixed()).toBe('0.01');
    expect(await otcEntries(t, order.id)).toEqual({ otc_buy: 1 });
    // a second confirmation pays nothing
    expect((await confirm(t, order.id)).body.code).toBe('otc_order_state');
    expect((await spot(t, u, BTC)).available.toFixed()).toBe('0.01');

    const note = await t.database.db.execute<{ key: string; link: string } & Record<string, unknown>>(
      sql`SELECT key, link FROM notifications WHERE user_id = ${u.uid}`,
    );
    expect(note.rows).toEqual([{ key: 'otc_buy_completed', link: `/pages/otc/order?id=${order.id}` }]);
    await ledgerHolds(t);
  });

  it('the user cancels an unpaid order; nothing moves', async () => {
    const u = await user(t);
    const order = await ordered(t, u, btcBuy());
    const cancelled = ok<OtcOrder>(await call(t, u, 'order/cancel', { id: order.id }));
    expect(cancelled).toMatchObject({ status: 'cancelled', can_cancel: false, can_upload_voucher: false });
    expect(cancelled.cancelled_at).not.toBeNull();
    expect((await payVoucher(t, u, order.id)).body.code).toBe('otc_order_state');
    expect(await otcEntries(t, order.id)).toEqual({});
  });
});

describe('sell: coins held at once → payout confirmed (to the desk) or rejected (released)', () => {
  it('needs a saved bank card', async () => {
    const u = await user(t, 2, { [BTC]: '1' });
    const q = await quoted(t, u, { ...btcBuy(), side: 'sell' });
    expect((await call(t, u, 'order', { quote_id: q.id })).body.code).toBe('otc_card_required');
    expect((await call(t, u, 'order', { quote_id: q.id, card: 'international' })).body.code).toBe(
      'otc_card_required',
    );
    expect((await spot(t, u, BTC)).frozen.toFixed()).toBe('0');
  });

  it('confirm posts the held coins to pool:otc; reject releases them', async () => {
    const u = await user(t, 2, { [BTC]: '1' });
    await saveCard(t, u);
    const sell = { ...btcBuy(), side: 'sell' };
    const order = await ordered(t, u, sell, 'domestic');
    expect(order).toMatchObject({ status: 'pending', total: '3546.00', bank: null, deadline_at: null });
    expect(order.card).toEqual({
      type: 'domestic',
      real_name: 'Test Seller',
      bank_name: 'ICBC',
      account: '6222020200001234',
      branch: 'Haidian',
      swift: '',
    });
    let b = await spot(t, u, BTC);
    expect([b.available.toFixed(), b.frozen.toFixed()]).toEqual(['0.99', '0.01']);
    expect((await payVoucher(t, u, order.id)).body.code).toBe('otc_order_state');
    expect((await call(t, u, 'order/cancel', { id: order.id })).body.code).toBe('otc_order_state');

    const pool = await houseAvailable(t, 'pool:otc', BTC);
    expect((await confirmed(t, order.id)).status).toBe('completed');
    b = await spot(t, u, BTC);
    expect([b.available.toFixed(), b.frozen.toFixed()]).toEqual(['0.99', '0']);
    expect((await houseAvailable(t, 'pool:otc', BTC)).minus(pool).toFixed()).toBe('0.01');
    expect(await otcEntries(t, order.id)).toEqual({ hold: 1, otc_sell: 1 });

    const second = await ordered(t, u, sell, 'domestic');
    expect(ok<OtcOrder>(await call(t, u, 'order/detail', { id: second.id })).status).toBe('pending');
    const pending = ok<Paginated<OtcOrder>>(await call(t, u, 'orders', { status: 'pending' }));
    expect(pending.data.map((o) => o.id)).toEqual([second.id]);
    const out = ok<OtcOrder>(await reject(t, second.id, 'Card details do not match'));
    expect(out).toMatchObject({ status: 'rejected', reason: 'Card details do not match' });
    b = await spot(t, u, BTC);
    expect([b.available.toFixed(), b.frozen.toFixed()]).toEqual(['0.99', '0']);
    expect(await otcEntries(t, second.id)).toEqual({ hold: 1, release: 1 });
    const notes = (await listOf(t, u.token, { lang: 'en' })).data;
    expect(notes.map((n) => [n.key, n.content])).toEqual([
      [
        'otc_rejected',
        `Order ${second.order_no} was rejected: Card details do not match. Coins held for a sale are back in your spot account.`,
      ],
      [
        'otc_sell_completed',
        `Order ${order.order_no}: 0.01 BTC sold; 3,546.00 CNY has been paid out to your bank card.`,
      ],
    ]);
    expect((await listOf(t, u.token, { lang: 'zh' })).data[0]!.title).toBe('OTC 订单被拒绝');
    await ledgerHolds(t);
  });

  it('a sell beyond the balance is refused and holds nothing', async () => {
    const u = await user(t, 2, { [BTC]: '0.005' });
    await saveCard(t, u);
    const q = await quoted(t, u, { ...btcBuy(), side: 'sell' });
    expect((await call(t, u, 'order', { quote_id: q.id, card: 'domestic' })).body.code).toBe(
      'insufficient_balance',
    );
    expect((await spot(t, u, BTC)).frozen.toFixed()).toBe('0');
  });
});

describe('quotes are locked for 60 s and used once', () => {
  it('an expired quote, a used one and someone else’s are refused', async () => {
    const u = await user(t);
    const q: OtcQuote = await quoted(t, u, btcBuy());
    await expireQuote(t, q.id);
    expect((await call(t, u, 'order', { quote_id: q.id, lang: 'en' })).body).toMatchObject({
      code: 'otc_quote_expired',
      message: 'This quote has expired, please get a new quote',
    });
    const fresh = await quoted(t, u, btcBuy());
    expect((await call(t, u, 'order', { quote_id: fresh.id })).body.type).toBe('ok');
    expect((await call(t, u, 'order', { quote_id: fresh.id })).body.code).toBe('otc_quote_used');
    const other = await user(t);
    const theirs = await quoted(t, other, btcBuy());
    expect((await call(t, u, 'order', { quote_id: theirs.id })).body.code).toBe('otc_quote_not_found');
  });
});

describe('orders belong to their owner (IDOR)', () => {
  it("another user's order is not found: detail, voucher, cancel; lists hold only one's own", async () => {
    const alice = await user(t);
    const bob = await user(t);
    const order = await ordered(t, alice, btcBuy());
    expect((await call(t, bob, 'order/detail', { id: order.id })).body.code).toBe('otc_order_not_found');
    expect((await payVoucher(t, bob, order.id)).body.code).toBe('otc_order_not_found');
    expect((await call(t, bob, 'order/cancel', { id: order.id })).body.code).toBe('otc_order_not_found');
    const list = ok<Paginated<OtcOrder>>(await call(t, bob, 'orders'));
    expect(list.data.some((o) => o.id === order.id)).toBe(false);
    expect(ok<OtcOrder>(await call(t, alice, 'order/detail', { id: order.id })).status).toBe('pending');
    // an upload of someone else cannot be used as a voucher either
    const bobs = await uploadImage(t, bob.token);
    expect((await call(t, alice, 'order/voucher', { id: order.id, voucher: bobs })).body.code).toBe(
      'upload_not_yours',
    );
  });
});
