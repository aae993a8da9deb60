/**
 * The floor of a durable order path on this stack, for the spot benchmark (bench/lib/spot-floor.ts): what the
 * in-memory book as the source of truth with PostgreSQL as its journal could serve at best on this machine. A bare
 * Fastify checks the caller's session (one named statement, as the ceiling leg), queues the order on its pair and
 * answers after the commit of its batch; a batch is ONE transaction of a fixed number of statements whatever it
 * holds: the placements' holds (the app's own one-statement ledger hold, exactly the entries and postings the app
 * writes), the order rows (one insert), the cancels (one update) and their releases (the app's one-statement
 * release). Order ids come from a block of the table's sequence taken at start, the open orders are known in
 * memory. What it leaves out makes it a floor, not a path: matching (an IOC order is written cancelled with
 * nothing filled, where the app fills it through the ledger), the rules' checks, idempotency, events and pushes.
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { ACCOUNT_TYPE, Decimal } from '@meridian/contract';
import { spotBuyHold } from '@meridian/contract/spot';
import { holdEachAtOnce, releaseEachAtOnce } from '../../apps/server/src/modules/ledger/hold.repo';
import { connectDatabase, type Tx } from '../../apps/server/src/platform/db';
import { sessionUser } from './session-check';

const PAIR_ID = Number(process.env.PAIR_ID);
const BASE_ID = Number(process.env.BASE_ID);
const QUOTE_ID = Number(process.env.QUOTE_ID);
/** As the app's group commit: the most operations one transaction takes. */
const BATCH_MAX = 48;
const ID_BLOCK = 10_000_000;

const { db, pool } = connectDatabase(process.env.DATABASE_URL!, 8);

type Reply = { type: 'ok' | 'error'; code: string; message: unknown };
interface Place {
  kind: 'place';
  userId: number;
  side: 'buy' | 'sell';
  price: string;
  amount: string;
  ioc: boolean;
  answer: (r: Reply) => void;
}
interface Cancel {
  kind: 'cancel';
  userId: number;
  id: number;
  answer: (r: Reply) => void;
}
type Op = Place | Cancel;

/** The resting orders this process placed: a cancel needs its owner and its hold. */
const open = new Map<number, { userId: number; holdId: number }>();
let nextId = 0;
let idEnd = 0;

async function takeIdBlock(): Promise<void> {
  const r = await pool.query<{ first: string }>(
    `SELECT setval(pg_get_serial_sequence('spot_orders', 'id'),
       nextval(pg_get_serial_sequence('spot_orders', 'id')) + $1) - $1 AS first`,
    [ID_BLOCK],
  );
  nextId = Number(r.rows[0]!.first);
  idEnd = nextId + ID_BLOCK;
}

const ok = (message: unknown): Reply => ({ type: 'ok', code: 'ok', message });
const refused = (code: string): Reply => ({ type: 'error', code, message: code });

/** The order rows of a batch in one statement (columns as arrays: one statement text whatever the count). */
async function insertOrders(tx: Tx, rows: { id: number; p: Place; holdId: number | null }[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(f: (r: (typeof rows)[number]) => T) => sql.param(rows.map(f));
  await tx.execute(sql`
    INSERT INTO spot_orders (id, user_id, pair_id, side, type, tif, price, amount, fee_currency_id, status,
      cancel_reason, hold_id, book_seq)
    SELECT id, user_id, ${PAIR_ID}, side, 'limit', tif, price, amount, fee_cur, status, reason, hold_id,
      CASE WHEN status = 'open' THEN id END
    FROM unnest(${col((r) => r.id)}::bigint[], ${col((r) => r.p.userId)}::bigint[], ${col((r) => r.p.side)}::text[],
      ${col((r) => (r.p.ioc ? 'IOC' : 'GTC'))}::text[], ${col((r) => r.p.price)}::numeric[],
      ${col((r) => r.p.amount)}::numeric[], ${col((r) => (r.p.side === 'buy' ? BASE_ID : QUOTE_ID))}::int[],
      ${col((r) => (r.p.ioc ? 'cancelled' : 'open'))}::text[], ${col((r) => (r.p.ioc ? 'ioc_remainder' : ''))}::text[],
      ${col((r) => r.holdId)}::bigint[])
      AS v(id, user_id, side, tif, price, amount, fee_cur, status, reason, hold_id)`);
}

/** One batch: holds, order rows, cancels and releases in one transaction; everyone answered after the commit. */
async function runBatch(batch: Op[]): Promise<void> {
  const replies = new Map<Op, Reply>();
  const opened: [number, { userId: number; holdId: number }][] = [];
  const closed: number[] = [];
  try {
    await db.transaction(async (tx) => {
      const resting = batch.filter((o): o is Place => o.kind === 'place' && !o.ioc);
      const ids = new Map<Place, number>();
      for (const p of batch) if (p.kind === 'place') ids.set(p, nextId++);
      const holds = await holdEachAtOnce(
        tx,
        resting.map((p) => ({
          account: {
            userId: p.userId,
            currencyId: p.side === 'buy' ? QUOTE_ID : BASE_ID,
            type: ACCOUNT_TYPE.change,
          },
          amount: p.side === 'buy' ? spotBuyHold('limit', p.amount, p.price, 8) : new Decimal(p.amount),
          ref: { type: 'spot_order', id: String(ids.get(p)) },
        })),
      );
      const rows: { id: number; p: Place; holdId: number | null }[] = [];
      for (const p of batch) {
        if (p.kind !== 'place') continue;
        const id = ids.get(p)!;
        const holdId = p.ioc ? null : holds[resting.indexOf(p)];
        if (holdId === undefined) {
          replies.set(p, refused('insufficient_balance'));
          continue;
        }
        rows.push({ id, p, holdId });
        if (holdId !== null) opened.push([id, { userId: p.userId, holdId }]);
        replies.set(p, ok({ id, status: p.ioc ? 'cancelled' : 'open', fills: [] }));
      }
      await insertOrders(tx, rows);
      const cancels = batch.filter((o): o is Cancel => o.kind === 'cancel');
      const valid: Cancel[] = [];
      for (const c of cancels) {
        const mine = open.get(c.id)?.userId === c.userId && !closed.includes(c.id);
        if (mine) {
          valid.push(c);
          closed.push(c.id);
        }
        replies.set(c, mine ? ok({ id: c.id }) : refused('spot_order_not_open'));
      }
      if (valid.length > 0) {
        await tx.execute(sql`
          UPDATE spot_orders SET status = 'cancelled', cancel_reason = 'user', hold_id = NULL, updated_at = now()
          WHERE id = ANY(${sql.param(closed)}::bigint[]) AND status = 'open'`);
        await releaseEachAtOnce(
          tx,
          valid.map((c) => open.get(c.id)!.holdId),
        );
      }
    });
  } catch (err) {
    for (const op of batch) op.answer(refused(`failed: ${String(err)}`));
    return;
  }
  for (const [id, o] of opened) open.set(id, o);
  for (const id of closed) open.delete(id);
  for (const op of batch) op.answer(replies.get(op)!);
}

const queue: Op[] = [];
let running = false;
/** One batch of the pair at a time, as the app's queue: two at once lock the same accounts in turn (and deadlock). */
async function drain(): Promise<void> {
  running = true;
  while (queue.length > 0) {
    if (nextId + BATCH_MAX >= idEnd) await takeIdBlock();
    await runBatch(queue.splice(0, BATCH_MAX));
  }
  running = false;
}
const submit = (op: Op) => {
  queue.push(op);
  if (!running) void drain();
};

const session = async (authorization: string | undefined): Promise<number | null> => {
  const id = await sessionUser(pool, authorization);
  return id === null ? null : Number(id);
};

await takeIdBlock();
const app = Fastify({ logger: false });
app.post('/api/coin/trade', async (req) => {
  const userId = await session(req.headers.authorization);
  if (userId === null) return refused('999');
  const b = req.body as { side: 'buy' | 'sell'; target_price: string; amount: string; tif?: string };
  // the numbers as the app takes them: decimals, never floats
  const price = new Decimal(b.target_price).toFixed();
  const amount = new Decimal(b.amount).toFixed();
  return new Promise<Reply>((answer) =>
    submit({ kind: 'place', userId, side: b.side, price, amount, ioc: b.tif === 'IOC', answer }),
  );
});
app.post('/api/coin/cancel', async (req) => {
  const userId = await session(req.headers.authorization);
  if (userId === null) return refused('999');
  const id = Number((req.body as { id: number }).id);
  return new Promise<Reply>((answer) => submit({ kind: 'cancel', userId, id, answer }));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
