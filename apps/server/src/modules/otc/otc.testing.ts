import type { OpsOtcOrder, OpsOtcSettings, OtcOrder, OtcQuote } from '@meridian/contract/otc';
import { sql } from 'drizzle-orm';
import { ok, post, uniqueIp, type Reply } from '../../../test/api';
import { operatorPost, operatorProof, spotBalance, spotUser, type SpotUser } from '../../../test/spot-users';
import type { TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger';
import { uploadImage } from '../settings/settings.testing';

/** Test helpers of the OTC integration tests: the desk, verified users, quotes, orders, the console calls. */

export const BTC = 1;
export const USDT = 3;
/** The BTC/USDT pair of the feed. */
const BTC_PAIR = 1;

export type User = SpotUser;
export { ok };

/** Desk settings for tests: open, USDT and BTC, 150 bps, 10 to 1,000,000 USDT, 15 minutes. */
export const DESK = {
  open: true,
  coins: [USDT, BTC],
  spread_bps: 150,
  min_usdt: '10',
  max_usdt: '1000000',
  pay_window_minutes: 15,
  bank: {
    bank_name: 'Test Bank',
    account_name: 'Meridian OTC',
    account_number: '1234567890',
    branch: 'Main',
    swift: 'TESTGB2L',
  },
  label: '',
};

/** POST /api/ops/otc/<path> as the app's operator. */
export const ops = (t: TestApp, path: string, body: Record<string, unknown> = {}) =>
  operatorPost(t, `/ops/otc/${path}`, body, uniqueIp());

/** Saves the desk through the console call, with `over` applied. */
export async function openDesk(t: TestApp, over: Record<string, unknown> = {}): Promise<OpsOtcSettings> {
  return ok<OpsOtcSettings>(await ops(t, 'settings/save', { ...DESK, ...over }));
}

/**
 * The feed's BTC price and the CNY rate of the worked example (BTC 50,000 USDT, CNY 7.2): a tick of this second
 * and, TEST-ONLY, the CNY row of the fiat rates table (the service serves stored rates over its snapshot).
 */
export async function setPrices(t: TestApp, btc = '50000', cny = '7.2'): Promise<void> {
  const now = Date.now();
  t.services.market.applyTicks([{ pairId: BTC_PAIR, time: now - (now % 1000), price: btc, volume: '1' }]);
  await t.database.db.execute(sql`
    INSERT INTO fiat_rates (currency_code, rate, source, updated_at) VALUES ('CNY', ${cny}, 'test', now())
    ON CONFLICT (currency_code) DO UPDATE SET rate = EXCLUDED.rate`);
}

/** TEST-ONLY: approved identity submissions up to `level` (1: primary, 2: primary and advanced). */
export async function verify(t: TestApp, userId: number, level: 1 | 2): Promise<void> {
  await t.database.db.execute(sql`
    INSERT INTO kyc_submissions (user_id, level, status, id_type, name, card_id)
    VALUES (${userId}, 1, 'approved', 1, 'Test User', ${`ID${userId}-${Date.now()}`})`);
  if (level === 2)
    await t.database.db.execute(sql`
      INSERT INTO kyc_submissions (user_id, level, status, front_pic, reverse_pic)
      VALUES (${userId}, 2, 'approved', 'front.png', 'back.png')`);
}

/** A registered user with spot balances (`{[BTC]: '1'}`), verified to `level` (none for 0). */
export async function user(
  t: TestApp,
  level: 0 | 1 | 2 = 2,
  funds: Record<number, string> = {},
): Promise<User> {
  const u = await spotUser(t, funds);
  if (level > 0) await verify(t, u.uid, level as 1 | 2);
  return u;
}

/** POST /api/otc/<path> as `u`. */
export const call = (t: TestApp, u: User, path: string, body: Record<string, unknown> = {}) =>
  post(t.app, `/otc/${path}`, body, { token: u.token, ip: uniqueIp() });

export const quote = (t: TestApp, u: User, body: Record<string, unknown>) => call(t, u, 'quote', body);

/** A quote that must succeed. */
export async function quoted(t: TestApp, u: User, body: Record<string, unknown>): Promise<OtcQuote> {
  return ok<OtcQuote>(await quote(t, u, body));
}

/** A quote and the order placed from it (both must succeed). */
export async function ordered(
  t: TestApp,
  u: User,
  body: Record<string, unknown>,
  card?: 'domestic' | 'international',
): Promise<OtcOrder> {
  const q = await quoted(t, u, body);
  return ok<OtcOrder>(await call(t, u, 'order', { quote_id: q.id, ...(card ? { card } : {}) }));
}

/** Uploads an image as `u` and attaches it to the order as its voucher. */
export async function payVoucher(t: TestApp, u: User, id: number): Promise<Reply> {
  const voucher = await uploadImage(t, u.token);
  return call(t, u, 'order/voucher', { id, voucher });
}

/** Saves `u`'s domestic bank card. */
export async function saveCard(t: TestApp, u: User): Promise<void> {
  ok(
    await post(
      t.app,
      '/user/cash_save',
      {
        real_name: 'Test Seller',
        bank_name: 'ICBC',
        bank_account: '6222020200001234',
        bank_dizhi: 'No. 1 Fuxingmen',
        alipay_account: 'seller@example.com',
        wechat_account: 'wx_seller',
        wechat_nickname: 'seller',
        province: 'Beijing',
        city: 'Beijing',
        branch: 'Haidian',
      },
      { token: u.token },
    ),
  );
}

/** POST /ops/otc/order/confirm with a fresh step-up proof of its action. */
export const confirm = async (t: TestApp, id: number) =>
  ops(t, 'order/confirm', { id, step_up: await operatorProof(t, 'otc.confirm') });
export const reject = async (t: TestApp, id: number, reason = 'No transfer received') =>
  ops(t, 'order/reject', { id, reason, step_up: await operatorProof(t, 'otc.reject') });
export async function confirmed(t: TestApp, id: number): Promise<OpsOtcOrder> {
  return ok<OpsOtcOrder>(await confirm(t, id));
}

/** A user's spot balance of a coin (available, frozen). */
export const spot = (t: TestApp, u: User, currencyId: number) => spotBalance(t, u.uid, currencyId);

/** TEST-ONLY clock shift: the order's payment window ended `agoMs` ago. */
export async function pastDeadline(t: TestApp, id: number, agoMs = 1000): Promise<void> {
  await t.database.db.execute(
    sql`UPDATE otc_orders SET deadline_at = ${new Date(Date.now() - agoMs).toISOString()}::timestamptz WHERE id = ${id}`,
  );
}

/** TEST-ONLY clock shift: the quote expired `agoMs` ago. */
export async function expireQuote(t: TestApp, id: number, agoMs = 1): Promise<void> {
  await t.database.db.execute(
    sql`UPDATE otc_quotes SET expires_at = ${new Date(Date.now() - agoMs).toISOString()}::timestamptz WHERE id = ${id}`,
  );
}

/** One run of the expiry cron, as the scheduler would start it, run to completion. */
export async function runExpiry(t: TestApp): Promise<void> {
  await t.services.jobs.runCron(t.database.db, 'otc.expire');
  await t.services.jobs.drain();
}

/** Ledger entries of OTC orders, by kind (one order when `id` is given). */
export async function otcEntries(t: TestApp, id?: number): Promise<Record<string, number>> {
  const r = await t.database.db.execute<{ kind: string; n: number } & Record<string, unknown>>(sql`
    SELECT kind, count(*)::int AS n FROM ledger_entries
    WHERE ref_type = 'otc_order' AND (${id ?? null}::text IS NULL OR ref_id = ${id === undefined ? null : String(id)})
    GROUP BY kind`);
  return Object.fromEntries(r.rows.map((x) => [x.kind, x.n]));
}

/** The journal's invariants hold (balanced entries, balances = journal, no negative, frozen = open holds). */
export async function ledgerHolds(t: TestApp): Promise<void> {
  const violations = await checkLedger(t.database.db);
  if (violations.length > 0) throw new Error(`ledger violations: ${JSON.stringify(violations)}`);
}
