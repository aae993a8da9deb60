import { Decimal } from '@meridian/contract';
import { type LoanDetail, type LoanProduct, type LoanView } from '@meridian/contract/loans';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { ok, post, uniqueIp, type Reply } from '../../../test/api';
import { houseAvailable, operatorPost, spotBalance, spotUser, type SpotUser } from '../../../test/spot-users';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger';
import { LOANS_POOL } from './loans.deps';

/** Test helpers of the loans integration tests: the app with its trigger index leading, products, ticks. */

export const BTC = 1;
export const ETH = 2;
export const USDT = 3;
export const BTC_PAIR = 1;

/** The test file's app, its loan trigger index ready (this node leads); closed after the file. */
export function withLoansApp(set: (t: TestApp) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    await app.services.loansTriggers.ready();
    set(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/** The design's product for a collateral coin (65 / 80 / 90 %, 0.0005 %/h, every term), saved in the console. */
export async function saveProduct(
  t: TestApp,
  currencyId = BTC,
  extra: Record<string, unknown> = {},
): Promise<LoanProduct> {
  const products = ok<LoanProduct[]>(await operatorPost(t, '/ops/loans/products'));
  const existing = products.find((p) => p.currency_id === currencyId);
  return ok<LoanProduct>(
    await operatorPost(t, '/ops/loans/product/save', {
      ...(existing ? { id: existing.id } : {}),
      currency_id: currencyId,
      initial_ltv: '65',
      margin_call_ltv: '80',
      liquidation_ltv: '90',
      hourly_rate: '0.0005',
      terms: [0, 7, 30, 90],
      min_borrow: '10',
      max_borrow: '1000000',
      ...extra,
    }),
  );
}

let second = 0;

/** The next tick's time: a second after the last one, and never behind the clock (helpers outlive a test file). */
function nextSecond(): number {
  second = Math.max(second + 1000, Math.floor(Date.now() / 1000) * 1000);
  return second;
}

/** One tick of a pair (BTC/USDT by default); waits until every level it fired has been processed. */
export async function tick(t: TestApp, price: string, pairId = BTC_PAIR): Promise<number> {
  const time = nextSecond();
  t.services.market.applyTicks([{ pairId, time, price, volume: '0.1' }]);
  await t.services.loansTriggers.idle();
  return time;
}

/** A user with `btc` BTC (and `usdt` USDT) on the spot account. */
export function borrower(t: TestApp, btc = '1', usdt = '0'): Promise<SpotUser> {
  const funds: Record<number, string> = { [BTC]: btc };
  if (new Decimal(usdt).gt(0)) funds[USDT] = usdt;
  return spotUser(t, funds);
}

export const call = (
  t: TestApp,
  u: SpotUser,
  url: string,
  body: Record<string, unknown> = {},
): Promise<Reply> => post(t.app, url, body, { token: u.token, ip: uniqueIp() });

/** Borrows on BTC collateral (30-day term unless told): the loan view. */
export async function borrow(
  t: TestApp,
  u: SpotUser,
  collateral: string,
  amount: string,
  term = 30,
): Promise<LoanView> {
  return ok<LoanView>(
    await call(t, u, '/borrowing/borrow', { currency_id: BTC, collateral, amount, term_days: term }),
  );
}

export const detail = async (t: TestApp, u: SpotUser, id: number) =>
  ok<LoanDetail>(await call(t, u, '/borrowing/detail', { id }));

export const btc = (t: TestApp, u: SpotUser) => spotBalance(t, u.uid, BTC);
export const usdt = (t: TestApp, u: SpotUser) => spotBalance(t, u.uid, USDT);
export const pool = (t: TestApp, currencyId: number) => houseAvailable(t, LOANS_POOL, currencyId);

/** The notifications of one key a user got. */
export async function notificationsOf(t: TestApp, uid: number, key: string) {
  const r = await t.database.db.execute<
    { params: Record<string, string>; link: string } & Record<string, unknown>
  >(sql`SELECT params, link FROM notifications WHERE user_id = ${uid} AND key = ${key} ORDER BY id`);
  return r.rows;
}

/** The ledger balances every invariant (ends every money test). */
export async function ledgerClean(t: TestApp): Promise<void> {
  expect(await checkLedger(t.database.db)).toEqual([]);
}
