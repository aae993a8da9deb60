import { Decimal } from '@meridian/contract';
import { NFT_PAY_TYPE } from '@meridian/contract/nft';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';
import * as repo from './nft.repo';
import { nftArtists, type NftItemRow } from './nft.schema';

/** Test helpers of the NFT integration tests: items written straight to the tables (not through the console). */

export const USDT = 3;
const HOUR = 3_600_000;
const PNG_SHA = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** Enables `userId` as an artist. */
export async function makeArtist(t: TestApp, userId: number, name = `Artist ${userId}`): Promise<void> {
  await t.database.db.insert(nftArtists).values({ userId, name }).onConflictDoNothing();
}

/**
 * An item created by `creatorId` (owned by them), listed now: fixed price by default; `overrides` for an
 * auction (NFT_PAY_TYPE.auction, perIncrease, margin) or another window.
 */
export async function insertItem(
  t: TestApp,
  creatorId: number,
  overrides: Partial<repo.NewItem> = {},
): Promise<NftItemRow> {
  const now = Date.now();
  const price = overrides.price ?? '100';
  const [row] = await repo.insertItems(t.database.db, [
    {
      code: repo.newCode(),
      type: 1,
      name: 'Test artwork',
      creatorId,
      ownerId: creatorId,
      currencyId: USDT,
      payType: NFT_PAY_TYPE.fixed,
      price,
      startPrice: price,
      startAt: new Date(now - HOUR),
      endAt: new Date(now + 24 * HOUR),
      royaltyBps: 500,
      image: 'http://localhost/uploads/2026-01/0123456789abcdef0123456789abcdef.png',
      media: 'http://localhost/uploads/2026-01/0123456789abcdef0123456789abcdef.png',
      mediaSha256: PNG_SHA,
      mediaMime: 'image/png',
      mediaSize: 68,
      ...overrides,
    },
  ]);
  return row!;
}

/** The house fees account's balance in a currency. */
export async function feesBalance(t: TestApp, currencyId = USDT): Promise<Decimal> {
  const r = await t.database.db.execute<{ v: string | null } & Record<string, unknown>>(sql`
    SELECT coalesce(sum(available + frozen), 0)::text AS v FROM ledger_accounts WHERE house_code = 'fees' AND currency_id = ${currencyId}`);
  return new Decimal(r.rows[0]?.v ?? 0);
}
