import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import type { Ledger } from '../../ledger';

/**
 * The house market maker's inventory: issued once per asset by a ledger entry of kind `genesis`
 * from the house `genesis` account to the maker's spot account, with ref (`market_maker_genesis`, currency id)
 * and a memo saying how the amount was sized. The house genesis account thus shows, per currency, exactly the
 * negative of everything ever issued; the maker's inventory changes afterwards only by trading.
 */

export const GENESIS_REF_TYPE = 'market_maker_genesis';

/** Advisory lock of the genesis check ("MMGN", 0). */
const GENESIS_LOCK = 0x4d4d_474e;

export interface GenesisGrant {
  currencyId: number;
  symbol: string;
  amount: Decimal;
  memo: string;
}

export interface GenesisAsset {
  id: number;
  symbol: string;
  /** Decimals the wallets keep of the asset. */
  precision: number;
  /** Price of one unit in USDT from the feed ("0" when unknown). */
  usdtPrice: string;
}

/**
 * What to issue per asset: `inventoryUsdt` worth of it for every pair it is quoted in (as base or as quote),
 * at its feed price now, rounded down to its decimals. Assets without a price are left out (issued later).
 */
export function genesisGrants(
  assets: readonly GenesisAsset[],
  pairs: readonly { baseId: number; quoteId: number }[],
  inventoryUsdt: string,
): GenesisGrant[] {
  const out: GenesisGrant[] = [];
  for (const a of assets) {
    const uses = pairs.filter((p) => p.baseId === a.id || p.quoteId === a.id).length;
    const price = new Decimal(a.usdtPrice);
    if (uses === 0 || !price.isFinite() || price.lte(0)) continue;
    const value = new Decimal(inventoryUsdt).mul(uses);
    const amount = value.div(price).toDecimalPlaces(a.precision, Decimal.ROUND_DOWN);
    if (amount.lte(0)) continue;
    const memo =
      `House market maker inventory: ${amount.toFixed()} ${a.symbol} = ${uses} pair(s) × ` +
      `MARKET_MAKER_INVENTORY_USDT ${inventoryUsdt} USDT at the feed price ${price.toFixed()} USDT ` +
      `per ${a.symbol}, rounded down to ${a.precision} decimals. Issued once; changes only by trading.`;
    out.push({ currencyId: a.id, symbol: a.symbol, amount, memo });
  }
  return out;
}

/**
 * Posts each grant whose ref has no entry yet, in one transaction holding an advisory lock, so concurrent
 * starts of several nodes never issue twice. Returns the grants it posted.
 */
export async function ensureGenesis(
  db: Db,
  ledger: Ledger,
  makerId: number,
  grants: readonly GenesisGrant[],
): Promise<GenesisGrant[]> {
  if (grants.length === 0) return [];
  const refIds = grants.map((g) => String(g.currencyId));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${GENESIS_LOCK}, 0)`);
    const issued = await ledger.postedRefs(tx, GENESIS_REF_TYPE, refIds);
    const missing = grants.filter((g) => !issued.has(String(g.currencyId)));
    if (missing.length === 0) return [];
    await ledger.post(
      tx,
      missing.map((g) => ({
        kind: 'genesis',
        refType: GENESIS_REF_TYPE,
        refId: String(g.currencyId),
        memo: g.memo,
        lines: [
          { account: { house: 'genesis' as const, currencyId: g.currencyId }, amount: g.amount.neg() },
          {
            account: { userId: makerId, currencyId: g.currencyId, type: ACCOUNT_TYPE.change },
            amount: g.amount,
          },
        ],
      })),
    );
    return missing;
  });
}
