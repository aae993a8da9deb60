import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { killTestDatabase } from '../../../../test/kill-test';
import { spawnServer, stopServer, until } from '../../../../test/server-process';
import type { Db } from '../../../platform/db';
import { checkLedger, Ledger } from '../../ledger';
import * as items from '../nft.repo';
import { nftBids, nftMargins } from '../nft.schema';

/**
 * Kill -9 during the auction close: a real server process starts closing a backlog of ended
 * auctions, is SIGKILLed in the middle, and a second process closes the rest — each auction closed once (one
 * payment order, the winner's deposit and bid still held), every other deposit released exactly once, the
 * USDT of users + house unchanged, the ledger clean.
 */
const USDT = 3;
const USERS = 100;
const AUCTIONS = 200;
/** Deposits per auction; the first depositor leads with the only bid. */
const DEPOSITORS = 5;
const { url, run } = killTestDatabase('meridian-nft-kill-');

const PNG = 'http://localhost/uploads/2026-01/0123456789abcdef0123456789abcdef.png';
const spot = (userId: number) => ({ userId, currencyId: USDT, type: 2 as const });

/** USERS funded users, a seller, and AUCTIONS ended auctions with deposits and a leading bid held as the service does. */
async function seed(db: Db): Promise<void> {
  const ledger = new Ledger();
  const users = await db.execute<{ id: string } & Record<string, unknown>>(sql`
    INSERT INTO users (email, account_number, password_hash, extension_code)
    SELECT 'nftkill' || i || '@example.com', 'nftkill' || i, 'x', 'NK' || i FROM generate_series(0, ${USERS}) i
    RETURNING id`);
  const [seller, ...ids] = users.rows.map((r) => Number(r.id));
  await db.transaction((tx) =>
    ledger.post(
      tx,
      ids.map((uid) => ({
        kind: 'genesis' as const,
        lines: [
          { account: { house: 'genesis' as const, currencyId: USDT }, amount: '-100000' },
          { account: spot(uid), amount: '100000' },
        ],
      })),
    ),
  );
  const now = Date.now();
  for (let i = 0; i < AUCTIONS; i++) {
    await db.transaction(async (tx) => {
      const price = String(100 + i);
      const [item] = await items.insertItems(tx, [
        {
          code: items.newCode(),
          type: 1,
          name: `Kill ${i}`,
          creatorId: seller!,
          ownerId: seller!,
          currencyId: USDT,
          payType: 2,
          price,
          startPrice: '100',
          perIncrease: '1',
          margin: '10',
          startAt: new Date(now - 3_600_000),
          endAt: new Date(now - 120_000),
          royaltyBps: 500,
          image: PNG,
          media: PNG,
          mediaSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          mediaMime: 'image/png',
          mediaSize: 68,
        },
      ]);
      const who = Array.from({ length: DEPOSITORS }, (_, k) => ids[(i * DEPOSITORS + k) % USERS]!);
      const seq = await tx.execute<{ id: string } & Record<string, unknown>>(sql`
        SELECT nextval(pg_get_serial_sequence('nft_margins', 'id'))::text AS id FROM generate_series(1, ${DEPOSITORS})`);
      const marginIds = seq.rows.map((r) => Number(r.id));
      const bidSeq = await tx.execute<{ id: string } & Record<string, unknown>>(
        sql`SELECT nextval(pg_get_serial_sequence('nft_bids', 'id'))::text AS id`,
      );
      const bidId = Number(bidSeq.rows[0]!.id);
      const holds = await ledger.holds(tx, [
        ...who.map((uid, k) => ({
          account: spot(uid),
          amount: '10',
          ref: { type: 'nft_margin', id: String(marginIds[k]) },
        })),
        { account: spot(who[0]!), amount: price, ref: { type: 'nft_bid', id: String(bidId) } },
      ]);
      await tx.insert(nftMargins).values(
        who.map((uid, k) => ({
          id: marginIds[k]!,
          itemId: item!.id,
          listingNo: 1,
          userId: uid,
          currencyId: USDT,
          amount: '10',
          holdId: holds[k]!,
        })),
      );
      await tx.insert(nftBids).values({
        id: bidId,
        itemId: item!.id,
        listingNo: 1,
        userId: who[0]!,
        currencyId: USDT,
        price,
        holdId: holds[DEPOSITORS]!,
      });
      await items.updateItem(tx, item!.id, { bidCount: 1, leadingBidId: bidId });
    });
  }
}

const closed = async (db: Db) =>
  (
    await db.execute<{ n: number } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n FROM nft_items WHERE auction_closed`,
    )
  ).rows[0]!.n;

async function usdtTotal(db: Db): Promise<string> {
  const r = await db.execute<{ v: string } & Record<string, unknown>>(sql`
    SELECT coalesce(sum(available + frozen), 0)::text AS v FROM ledger_accounts
    WHERE currency_id = ${USDT} AND (account_type = 2 OR house_code IS NOT NULL)`);
  return new Decimal(r.rows[0]!.v).toFixed();
}

const rows = async <T extends Record<string, unknown>>(db: Db, q: ReturnType<typeof sql>) =>
  (await db.execute<T>(q)).rows;

describe('auction close: kill -9 mid-run, then restart', () => {
  it('closes every auction exactly once across a killed process and its successor', async () => {
    await run(async ({ db, dataDir }) => {
      await seed(db);
      const before = await usdtTotal(db);

      const first = await spawnServer({ dataDir, databaseUrl: url(), env: { DEMO_CONTENT: 'off' } });
      await until('the first close', async () => (await closed(db)) > 0, 120_000, first.log);
      await stopServer(first, 'SIGKILL');
      const afterKill = await closed(db);
      expect(afterKill).toBeLessThan(AUCTIONS);

      const second = await spawnServer({ dataDir, databaseUrl: url(), env: { DEMO_CONTENT: 'off' } });
      await until('every close', async () => (await closed(db)) === AUCTIONS, 150_000, second.log);
      await stopServer(second, 'SIGTERM');

      // one order per auction, for its leading bid, due a day after its end
      const orders = await rows<{ n: number; items: number; bad: number } & Record<string, unknown>>(
        db,
        sql`SELECT count(*)::int AS n, count(DISTINCT o.item_id)::int AS items,
              count(*) FILTER (WHERE o.bid_id <> i.leading_bid_id OR o.overtime <> o.end_at + interval '1 day'
                OR NOT i.lock_order OR i.on_sale)::int AS bad
            FROM nft_orders o JOIN nft_items i ON i.id = o.item_id`,
      );
      expect(orders[0]).toEqual({ n: AUCTIONS, items: AUCTIONS, bad: 0 });
      // every loser's deposit released once; the winners' deposits and bids still held
      const releases = await rows<{ refs: number; entries: number } & Record<string, unknown>>(
        db,
        sql`SELECT count(DISTINCT ref_id)::int AS refs, count(*)::int AS entries FROM ledger_entries
            WHERE ref_type = 'nft_margin' AND kind = 'release'`,
      );
      const losers = AUCTIONS * (DEPOSITORS - 1);
      expect(releases[0]).toEqual({ refs: losers, entries: losers });
      const holds = await rows<{ ref_type: string; status: string; n: number } & Record<string, unknown>>(
        db,
        sql`SELECT ref_type, status, count(*)::int AS n FROM ledger_holds
            WHERE ref_type IN ('nft_margin', 'nft_bid') GROUP BY ref_type, status ORDER BY ref_type, status`,
      );
      expect(holds).toEqual([
        { ref_type: 'nft_bid', status: 'open', n: AUCTIONS },
        { ref_type: 'nft_margin', status: 'open', n: AUCTIONS },
        { ref_type: 'nft_margin', status: 'released', n: losers },
      ]);
      const margins = await rows<{ status: string; n: number } & Record<string, unknown>>(
        db,
        sql`SELECT status, count(*)::int AS n FROM nft_margins GROUP BY status ORDER BY status`,
      );
      expect(margins).toEqual([
        { status: 'held', n: AUCTIONS },
        { status: 'refunded', n: losers },
      ]);
      const notes = await rows<{ key: string; n: number } & Record<string, unknown>>(
        db,
        sql`SELECT key, count(*)::int AS n FROM notifications WHERE key LIKE 'nft_%' GROUP BY key ORDER BY key`,
      );
      expect(notes).toEqual([
        { key: 'nft_auction_won', n: AUCTIONS },
        { key: 'nft_margin_refunded', n: losers },
      ]);
      expect(await usdtTotal(db)).toBe(before);
      expect(await checkLedger(db)).toEqual([]);
    });
  }, 400_000);
});
