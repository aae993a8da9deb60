import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';
import { get, post, type Reply } from '../../../test/api';
import { newUser } from '../settings/settings.testing';
import { balanceIn } from '../ledger';

/** Test helpers of the spot integration tests: funded traders, balances, the fees account. */

export const BTC = 1;
export const USDT = 3;

export interface Trader {
  token: string;
  uid: number;
}

/** Credits a user's spot (change) account from the house genesis account, through the ledger. */
export async function fund(t: TestApp, userId: number, currencyId: number, amount: string): Promise<void> {
  await t.services.ledger.post(t.database.db, [
    {
      kind: 'genesis',
      lines: [
        { account: { house: 'genesis', currencyId }, amount: new Decimal(amount).neg() },
        { account: { userId, currencyId, type: ACCOUNT_TYPE.change }, amount },
      ],
    },
  ]);
}

export async function trader(t: TestApp, funds: { usdt?: string; btc?: string } = {}): Promise<Trader> {
  const u = await newUser(t);
  const uid = ((await get(t.app, '/user/info', {}, { token: u.token })).body.message as { id: number }).id;
  if (funds.usdt) await fund(t, uid, USDT, funds.usdt);
  if (funds.btc) await fund(t, uid, BTC, funds.btc);
  return { token: u.token, uid };
}

/** The pair's book version (`spot_book_versions`): one more per committed batch. */
export async function bookVersion(t: TestApp, pairId: number): Promise<number> {
  const r = await t.database.db.execute<{ v: number } & Record<string, unknown>>(
    sql`SELECT version::int AS v FROM spot_book_versions WHERE pair_id = ${pairId}`,
  );
  return r.rows[0]?.v ?? 0;
}

/** A user's spot balance of a currency as decimals. */
export async function spot(t: TestApp, userId: number, currencyId: number) {
  const rows = await t.services.ledger.balances(t.database.db, userId);
  const r = balanceIn(rows, 'change', currencyId);
  return { available: new Decimal(r?.available ?? 0), frozen: new Decimal(r?.frozen ?? 0) };
}

/** The house fees account's balance of a currency. */
export async function fees(t: TestApp, currencyId: number): Promise<Decimal> {
  const r = await t.database.db.execute<{ v: string | null } & Record<string, unknown>>(
    sql`SELECT coalesce(sum(available), 0)::text AS v FROM ledger_accounts WHERE house_code = 'fees' AND currency_id = ${currencyId}`,
  );
  return new Decimal(r.rows[0]?.v ?? 0);
}

/** A BTC/USDT limit order as the service takes it (GTC unless told). */
export const limitOrder = (
  side: 'buy' | 'sell',
  amount: string,
  price: string,
  tif: 'GTC' | 'IOC' = 'GTC',
) => ({
  currency_id: BTC,
  legal_id: USDT,
  side,
  type: 'limit' as const,
  amount,
  target_price: price,
  tif,
  post_only: false,
});

export interface OrderReply {
  id: number;
  status: string;
  filled: string;
  cancel_reason: string;
  fee: string;
  fills: { price: string; amount: string; fee: string; role: string }[];
}

export const order = (r: Reply) => r.body.message as OrderReply;

/** Places a BTC/USDT order through POST /coin/trade. */
export function trade(t: TestApp, who: Trader, body: Record<string, unknown>): Promise<Reply> {
  return post(t.app, '/coin/trade', { currency_id: BTC, legal_id: USDT, ...body }, { token: who.token });
}
