import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db';
import { basePrice, gridUnit, type LadderInput } from './ladder';

/**
 * When a refresh can pass over a pair without reading anything (the maker's idle cost). A pair's
 * outcome is a pure function of (a) the grid unit and the two base prices the feed price gives (planLadder and
 * diffQuotes see the feed price only through them), (b) the maker's open orders of the pair, (c) what is free
 * of its two assets, and the configuration. (b) only changes with the pair's row in `spot_book_versions`
 * (every transaction that changes a pair's orders bumps it first, on any node), so the quiet key is (a) + the
 * pair's book version + (c): when it equals the key of the pair's last refresh and that refresh changed
 * nothing ('kept' or 'no_inventory'), this one would change nothing either, and the pair's open orders need
 * not be read nor its ladder planned. A refresh then costs two reads (the book versions, the balances) instead
 * of one per pair.
 */
export type QuietOutcome = 'kept' | 'no_inventory';

export interface QuietMemo {
  key: string;
  outcome: QuietOutcome;
}

/** The key of a pair's refresh: the ladder's grid and base prices, the pair's book version, the free balances. */
export function quietKey(
  input: Omit<LadderInput, 'inventory'>,
  free: { base: string; quote: string },
  bookVersion: string,
): string {
  const grid = gridUnit(input.mid, input.stepBps, input.pricePrecision, input.grid);
  const buy = basePrice(input, grid, 'buy');
  const sell = basePrice(input, grid, 'sell');
  return `${grid.toFixed()}|${buy.toFixed()}|${sell.toFixed()}|${bookVersion}|${free.base}|${free.quote}`;
}

/** Every pair's book version (a pair that never had an order has none: '0', as the books read it). */
export async function bookVersions(db: DbOrTx): Promise<ReadonlyMap<number, string>> {
  const r = await db.execute<{ pair_id: number; version: string } & Record<string, unknown>>(
    sql`SELECT pair_id, version::text AS version FROM spot_book_versions`,
  );
  return new Map(r.rows.map((row) => [Number(row.pair_id), row.version]));
}
