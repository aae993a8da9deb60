import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Decimal } from '@meridian/contract';
import type { DbOrTx, Tx } from '../../platform/db';
import type { AssetSpec, PairSpec } from './catalog';
import { pairSymbol } from './catalog';
import { assets, pairs } from './market.schema';
import type { PairInfo } from './quote';

/** Writes the catalog; operator-controlled switches on existing pairs are kept. */
export async function upsertCatalog(
  db: DbOrTx,
  assetList: readonly AssetSpec[],
  pairList: readonly PairSpec[],
): Promise<void> {
  for (const a of assetList) {
    await db
      .insert(assets)
      .values({ id: a.id, symbol: a.symbol, name: a.name, kind: a.kind })
      .onConflictDoUpdate({ target: assets.id, set: { name: a.name, kind: a.kind } });
  }
  const bySymbol = new Map(assetList.map((a) => [a.symbol, a.id]));
  for (const p of pairList) {
    const baseId = bySymbol.get(p.base);
    const quoteId = bySymbol.get(p.quote);
    if (!baseId || !quoteId) throw new Error(`catalog: unknown asset in ${pairSymbol(p)}`);
    const row = {
      id: p.id,
      symbol: pairSymbol(p),
      baseId,
      quoteId,
      category: p.category,
      pricePrecision: p.pricePrecision,
      amountPrecision: p.amountPrecision,
      sort: p.sort,
    };
    await db.insert(pairs).values(row).onConflictDoUpdate({ target: pairs.id, set: row });
  }
}

export async function listPairs(db: DbOrTx): Promise<PairInfo[]> {
  const base = alias(assets, 'base');
  const quote = alias(assets, 'quote');
  const rows = await db
    .select({ p: pairs, base: base.symbol, baseName: base.name, logo: base.logo, quote: quote.symbol })
    .from(pairs)
    .innerJoin(base, eq(base.id, pairs.baseId))
    .innerJoin(quote, eq(quote.id, pairs.quoteId))
    .orderBy(pairs.sort);
  return rows.map((r) => ({
    id: r.p.id,
    symbol: r.p.symbol,
    baseId: r.p.baseId,
    base: r.base,
    baseName: r.baseName,
    quoteId: r.p.quoteId,
    quote: r.quote,
    category: r.p.category === 'stock' ? 'stock' : 'crypto',
    pricePrecision: r.p.pricePrecision,
    amountPrecision: r.p.amountPrecision,
    openTransaction: r.p.openTransaction,
    openCoinTrade: r.p.openCoinTrade,
    openFutures: r.p.openFutures,
    openOptions: r.p.openOptions,
    sort: r.p.sort,
    logo: r.logo,
    ...(r.p.listedAt && r.p.simLevel
      ? {
          listing: {
            level: new Decimal(r.p.simLevel).toString(),
            volatility: Number(r.p.simVolatility ?? LISTED_VOLATILITY),
            turnoverPerMinute: Number(r.p.simTurnover ?? LISTED_TURNOVER),
            at: r.p.listedAt.getTime(),
          },
        }
      : {}),
  }));
}

/** Simulation of a listed token: a modest annualised volatility and turnover per minute (quote asset). */
export const LISTED_VOLATILITY = 0.8;
export const LISTED_TURNOVER = 2000;

/**
 * Inserts a run-time pair (an IEO token) with the next id past 1000 (clear of the catalogue's);
 * undefined when the symbol is already a pair (nothing is inserted). Ids are taken under a transaction-scoped
 * advisory lock, so two listings at once cannot pick the same one.
 */
export async function insertListedPair(
  tx: Tx,
  p: {
    symbol: string;
    baseId: number;
    quoteId: number;
    pricePrecision: number;
    amountPrecision: number;
    level: string;
  },
): Promise<number | undefined> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('pairs.listed'))`);
  const r = await tx.execute<{ id: number } & Record<string, unknown>>(sql`
    INSERT INTO pairs (id, symbol, base_id, quote_id, category, price_precision, amount_precision, sort,
                       open_lever, open_microtrade, sim_level, sim_volatility, sim_turnover, listed_at)
    SELECT next.id, ${p.symbol}, ${p.baseId}, ${p.quoteId}, 'crypto', ${p.pricePrecision},
           ${p.amountPrecision}, next.id, 0, 0, ${p.level}, ${LISTED_VOLATILITY}, ${LISTED_TURNOVER}, now()
      FROM (SELECT greatest(coalesce(max(id), 0), 1000) + 1 AS id FROM pairs) next
    ON CONFLICT (symbol) DO NOTHING
    RETURNING id`);
  const row = r.rows[0];
  return row ? Number(row.id) : undefined;
}

export interface AssetInfo {
  id: number;
  symbol: string;
  name: string;
  kind: string;
}

export async function listAssets(db: DbOrTx): Promise<AssetInfo[]> {
  return db
    .select({ id: assets.id, symbol: assets.symbol, name: assets.name, kind: assets.kind })
    .from(assets)
    .orderBy(assets.id);
}

/**
 * Inserts a run-time asset (kind `token`) with the next id of `asset_token_ids`; undefined when the symbol is
 * taken (nothing is inserted).
 */
export async function insertToken(
  db: DbOrTx,
  a: { symbol: string; name: string; logo: string },
): Promise<AssetInfo | undefined> {
  const r = await db.execute<{ id: number } & Record<string, unknown>>(sql`
    INSERT INTO assets (id, symbol, name, kind, logo)
    VALUES (nextval('asset_token_ids'), ${a.symbol}, ${a.name}, 'token', ${a.logo})
    ON CONFLICT (symbol) DO NOTHING
    RETURNING id`);
  const row = r.rows[0];
  return row ? { id: Number(row.id), symbol: a.symbol, name: a.name, kind: 'token' } : undefined;
}
