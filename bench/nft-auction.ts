/**
 * One NFT auction under a crowd of bidders: the app runs in its own process on PostgreSQL
 * (DATABASE_URL when set — a fresh database created there and dropped after — else an embedded server), N
 * bidders are registered over HTTP, funded through the ledger and pay the auction's deposit over HTTP
 * (`POST /bind_box/marginNFT`). Then every bidder loops for the duration: read the current bid
 * (`GET /bind_box/getBindBoxQuotationLog`, newest first, limit 1 → the least next bid: the starting price, then
 * the current bid + the step) and bid exactly that (`POST /bind_box/auctionNFT`). Bids race on one item row
 * lock; a bid overtaken between the read and the write is refused (nft_bid_too_low) and counted separately.
 * Every bidder bids the same least amount, so at most one bid per read-and-bid round is accepted: the accepted
 * rate is bounded by the round trip, the bids sent per second are what the server handled. A one-bidder phase
 * first (a leader raising its own bid: every bid accepted) gives the service time with nobody to wait for.
 *
 * After the run: exactly one leading bid (nft_bids status 1), one open bid hold equal to it (the sum of open
 * nft_bid holds = the leading amount = the item's price), every bid accepted recorded once, and the ledger
 * invariants (checkLedger) clean. Prints one JSON document and saves it to docs/bench/nft-auction.json.
 *
 * Usage: npm run bench:nft [-- --seconds 30 --bidders 200 --baseline-seconds 5]
 * (or NFT_BENCH_SECONDS, NFT_BENCH_BIDDERS, NFT_BENCH_BASELINE_SECONDS: e.g. NFT_BENCH_SECONDS=5 for a smoke run)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { checkLedger } from '../apps/server/src/modules/ledger/invariants';
import { insertItems, newCode } from '../apps/server/src/modules/nft/nft.repo';
import { startAppOnPostgres } from './lib/app-on-postgres';
import { machine } from './lib/machine';
import { ROOT, waitForHttp } from './lib/processes';
import { call, createUsers, USDT, type BenchUser } from './lib/spot-users';
import { ms, stats } from './lib/stats';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.NFT_BENCH_SECONDS ?? '30' },
    bidders: { type: 'string', default: process.env.NFT_BENCH_BIDDERS ?? '200' },
    'baseline-seconds': { type: 'string', default: process.env.NFT_BENCH_BASELINE_SECONDS ?? '5' },
  },
});
const seconds = Number(values.seconds);
const bidderCount = Number(values.bidders);
const baselineSeconds = Number(values['baseline-seconds']);

const AUCTION = { start_price: '100', per_increase: '1', margin: '10', royalty_bps: 500 };
const FUNDS = { usdt: '1000000', btc: '0.001' };

interface Counters {
  accepted: number;
  refused: Record<string, number>;
  bidLatency: number[];
  acceptedLatency: number[];
  readLatency: number[];
}

/** One bidder's loop until `deadline`: read the least next bid, bid it. */
async function bidder(base: string, token: string, code: string, deadline: number, c: Counters) {
  while (Date.now() < deadline) {
    const r0 = performance.now();
    const log = await call(base, `/bind_box/getBindBoxQuotationLog?code=${code}&limit=1`, undefined, token);
    c.readLatency.push(performance.now() - r0);
    if (log.type !== 'ok') {
      c.refused[`read:${log.code ?? log.type}`] = (c.refused[`read:${log.code ?? log.type}`] ?? 0) + 1;
      continue;
    }
    const last = (log.message as { data: { price: string }[] }).data[0];
    const min = last ? new Decimal(last.price).plus(AUCTION.per_increase) : new Decimal(AUCTION.start_price);
    const t0 = performance.now();
    const r = await call(base, '/bind_box/auctionNFT', { code, price: min.toFixed() }, token);
    const took = performance.now() - t0;
    c.bidLatency.push(took);
    if (r.type === 'ok') {
      c.accepted++;
      c.acceptedLatency.push(took);
    } else {
      const key = r.code ?? r.type;
      c.refused[key] = (c.refused[key] ?? 0) + 1;
    }
  }
}

const bench = await startAppOnPostgres({
  tmpPrefix: 'meridian-bench-nft-',
  port: 18_093,
  env: { DEMO_CONTENT: 'off' },
});
// The app trusts a proxy on loopback and the bench names a distinct client per call (lib/app-on-postgres.ts,
// lib/spot-users.ts), so the per-address limit of auctionNFT (60 a minute) does not cap a bidder: the bench
// measures the bid path.
const { base, database } = bench;
try {
  await waitForHttp(`${base}/health`);
  const setupStart = Date.now();
  const [seller, ...bidders] = await createUsers(base, bench.dataDir, database, bidderCount + 1, FUNDS);
  const png = 'http://localhost/uploads/2026-01/0123456789abcdef0123456789abcdef.png';
  const [item] = await insertItems(database.db, [
    {
      code: newCode(),
      type: 1,
      name: 'Bench auction',
      creatorId: seller!.uid,
      ownerId: seller!.uid,
      currencyId: USDT,
      payType: 2,
      price: AUCTION.start_price,
      startPrice: AUCTION.start_price,
      perIncrease: AUCTION.per_increase,
      margin: AUCTION.margin,
      startAt: new Date(Date.now() - 60_000),
      // ends long after the run: no anti-sniping extension and no close while bidding
      endAt: new Date(Date.now() + 86_400_000),
      royaltyBps: AUCTION.royalty_bps,
      image: png,
      media: png,
      mediaSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      mediaMime: 'image/png',
      mediaSize: 68,
    },
  ]);
  const code = item!.code;
  for (let i = 0; i < bidders.length; i += 20) {
    const replies = await Promise.all(
      bidders.slice(i, i + 20).map((u) => call(base, '/bind_box/marginNFT', { code }, u.token)),
    );
    const bad = replies.find((r) => r.type !== 'ok');
    if (bad) throw new Error(`marginNFT failed: ${JSON.stringify(bad)}`);
  }
  const setupS = Math.round((Date.now() - setupStart) / 1000);

  // one bidder first (raising its own bid: every bid accepted): the service time with nobody to wait for
  const alone = await phase(bidders.slice(0, 1), code, baselineSeconds);
  const crowd = await phase(bidders, code, seconds);
  const accepted = alone.counters.accepted + crowd.counters.accepted;

  const leaders = await database.db.execute<
    { leaders: number; bids: number; leading: string | null; price: string; bid_count: number } & Record<
      string,
      unknown
    >
  >(sql`
    SELECT (SELECT count(*)::int FROM nft_bids WHERE item_id = ${item!.id} AND status = 1) AS leaders,
           (SELECT count(*)::int FROM nft_bids WHERE item_id = ${item!.id}) AS bids,
           (SELECT price::text FROM nft_bids WHERE item_id = ${item!.id} AND status = 1) AS leading,
           i.price::text AS price, i.bid_count
    FROM nft_items i WHERE i.id = ${item!.id}`);
  const holds = await database.db.execute<{ n: number; sum: string | null } & Record<string, unknown>>(sql`
    SELECT count(*)::int AS n, sum(amount)::text AS sum FROM ledger_holds WHERE ref_type = 'nft_bid' AND status = 'open'`);
  const violations = await checkLedger(database.db);
  const l = leaders.rows[0]!;
  const h = holds.rows[0]!;
  const holdsMatch = l.leading !== null && h.sum !== null && new Decimal(h.sum).eq(l.leading);
  const postgresLabel = await bench.postgresLabel();

  const result = {
    benchmark: 'nft-auction',
    machine: { ...machine(), note: 'cores shared by server, PostgreSQL and the load generator' },
    postgres: postgresLabel,
    settings: {
      duration_s: seconds,
      one_bidder_duration_s: baselineSeconds,
      bidders: bidders.length,
      auction: AUCTION,
      loop: 'GET getBindBoxQuotationLog (limit 1) → POST auctionNFT at the least next bid',
      client: 'Node fetch, one loop per bidder, a distinct X-Forwarded-For per call',
      setup_s: setupS,
    },
    results: crowd.report,
    one_bidder: alone.report,
    after_run: {
      leaders: l.leaders,
      exactly_one_leader: l.leaders === 1,
      bids_recorded: l.bids,
      bids_recorded_equal_accepted: l.bids === accepted && l.bid_count === accepted,
      leading_bid: l.leading,
      item_price: new Decimal(l.price).toFixed(),
      open_bid_holds: h.n,
      open_bid_holds_sum: h.sum === null ? null : new Decimal(h.sum).toFixed(),
      holds_equal_leading_bid: holdsMatch,
      ledger_violations: violations.length,
      ledger_check: violations.length === 0 ? 'ok' : violations.slice(0, 5),
    },
  };
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  await fs.writeFile(path.join(ROOT, 'docs/bench/nft-auction.json'), `${json}\n`);
  if (violations.length > 0 || l.leaders !== 1 || !holdsMatch) process.exitCode = 1;
} finally {
  await bench.stop();
}

/** `who` bid in loops for `secs` seconds; the figures of that phase. */
async function phase(who: BenchUser[], code: string, secs: number) {
  const c: Counters = { accepted: 0, refused: {}, bidLatency: [], acceptedLatency: [], readLatency: [] };
  const loadBefore = os.loadavg()[0]!;
  const started = performance.now();
  const deadline = Date.now() + secs * 1000;
  await Promise.all(who.map((u) => bidder(base, u.token, code, deadline, c)));
  const elapsedS = (performance.now() - started) / 1000;
  const refused = Object.values(c.refused).reduce((s, n) => s + n, 0);
  const report = {
    bidders: who.length,
    elapsed_s: Number(elapsedS.toFixed(1)),
    load_average_1m: { before: Number(loadBefore.toFixed(2)), after: Number(os.loadavg()[0]!.toFixed(2)) },
    bids_sent: c.bidLatency.length,
    bids_sent_per_s: Number((c.bidLatency.length / elapsedS).toFixed(1)),
    bids_accepted: c.accepted,
    bids_accepted_per_s: Number((c.accepted / elapsedS).toFixed(1)),
    bids_refused: refused,
    bids_refused_per_s: Number((refused / elapsedS).toFixed(1)),
    refused_by_code: c.refused,
    bid_latency_ms: { ...stats(c.bidLatency), mean: ms(mean(c.bidLatency)) },
    accepted_bid_latency_ms: stats(c.acceptedLatency),
    read_latency_ms: stats(c.readLatency),
  };
  return { counters: c, report };
}

function mean(xs: number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length;
}
