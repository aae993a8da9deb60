import { Decimal } from '@meridian/contract';
import { NFT_PAY_TYPE } from '@meridian/contract/nft';
import { sql } from 'drizzle-orm';
import { post, type Reply } from '../../../../test/api';
import { spotBalance, type SpotUser } from '../../../../test/spot-users';
import type { TestApp } from '../../../../test/test-app';
import { insertItem, USDT } from '../nft.testing';
import type { NftItemRow } from '../nft.schema';

/** Test helpers of the auction integration tests. */

const HOUR = 3_600_000;

/**
 * An auction listing of an artwork created by `creatorId` and (for a resale) owned by `ownerId`: starting
 * price 100 USDT, step 10, deposit 50, ending in two hours unless `overrides` say otherwise.
 */
export function insertAuction(
  t: TestApp,
  creatorId: number,
  ownerId: number = creatorId,
  overrides: Parameters<typeof insertItem>[2] = {},
): Promise<NftItemRow> {
  return insertItem(t, creatorId, {
    ownerId,
    resell: ownerId !== creatorId,
    payType: NFT_PAY_TYPE.auction,
    price: '100',
    startPrice: '100',
    perIncrease: '10',
    margin: '50',
    endAt: new Date(Date.now() + 2 * HOUR),
    ...overrides,
  });
}

export const margin = (t: TestApp, u: SpotUser, code: string) =>
  post(t.app, '/bind_box/marginNFT', { code }, { token: u.token });
export const bid = (t: TestApp, u: SpotUser, code: string, price: string) =>
  post(t.app, '/bind_box/auctionNFT', { code, price }, { token: u.token });
export const pay = (t: TestApp, u: SpotUser, id: number) =>
  post(t.app, '/bind_box/payNFTOrder', { id }, { token: u.token });
export const read = (t: TestApp, u: SpotUser, id: number) =>
  post(t.app, '/bind_box/readNFTOrderMessage', { id }, { token: u.token });

/** The error code of a refused reply (throws if it was not refused). */
export function refused(r: Reply): string {
  if (r.body.type !== 'error') throw new Error(`not refused: ${JSON.stringify(r.body)}`);
  return r.body.code ?? '';
}

/** [available, frozen] of a user's USDT spot balance, as plain decimal strings. */
export async function usdt(t: TestApp, uid: number): Promise<[string, string]> {
  const b = await spotBalance(t, uid, USDT);
  return [b.available.toFixed(), b.frozen.toFixed()];
}

/** Keys of a user's notifications, oldest first. */
export async function notificationKeys(t: TestApp, uid: number): Promise<string[]> {
  const r = await t.database.db.execute<{ key: string } & Record<string, unknown>>(
    sql`SELECT key FROM notifications WHERE user_id = ${uid} ORDER BY id`,
  );
  return r.rows.map((x) => x.key);
}

/** Moves an item's end (and, with `order`, its payment order's deadline) into the past or near future. */
export async function setEnd(t: TestApp, itemId: number, at: Date): Promise<void> {
  await t.database.db.execute(
    sql`UPDATE nft_items SET end_at = ${at.toISOString()}::timestamptz WHERE id = ${itemId}`,
  );
}
export async function setOvertime(t: TestApp, orderId: number, at: Date): Promise<void> {
  await t.database.db.execute(
    sql`UPDATE nft_orders SET overtime = ${at.toISOString()}::timestamptz WHERE id = ${orderId}`,
  );
}

/** Open ledger holds of a ref type for one user. */
export async function openHolds(t: TestApp, uid: number, refType: string): Promise<string[]> {
  const r = await t.database.db.execute<{ amount: string } & Record<string, unknown>>(sql`
    SELECT h.amount::text AS amount FROM ledger_holds h JOIN ledger_accounts a ON a.id = h.account_id
    WHERE a.user_id = ${uid} AND h.ref_type = ${refType} AND h.status = 'open' ORDER BY h.id`);
  return r.rows.map((x) => new Decimal(x.amount).toFixed());
}
