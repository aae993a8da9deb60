import { Decimal } from '@meridian/contract';
import { type OpsLoanProductSaveRequest } from '@meridian/contract/loans';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db';
import type { Services } from '../../../platform/module';
import { LOANS_POOL } from '../loans.deps';
import type { LoansOps } from '../loans-ops.service';
import * as repo from '../loans.repo';
import type { LoansService } from '../loans.service';

/** The house lending pool's one-time USDT inventory (a `genesis` ledger entry, ref `loans_pool_genesis`). */
export const LOANS_POOL_INVENTORY_USDT = '10000000';
const POOL_GENESIS_REF = 'loans_pool_genesis';

/** The demo products (labelled demo): 65 / 80 / 90 %, 0.0005 % per hour, 7, 30, 90 days or open. */
export const DEMO_LOAN_PRODUCTS = [
  { symbol: 'BTC', min_borrow: '10', max_borrow: '500000' },
  { symbol: 'ETH', min_borrow: '10', max_borrow: '200000' },
] as const;

/**
 * Demo content: issues pool:loans its USDT inventory once (an advisory lock and the entry's ref make concurrent
 * starts of several nodes issue it once), from the house `genesis` account through the ledger, like the market
 * maker's. Without it (DEMO_CONTENT=off) the pool lends from zero: a house account may go below zero, its
 * negative balance being what is lent out, so borrowing works either way.
 */
export async function ensureLoansPool(
  db: Db,
  ledger: Services['ledger'],
  loans: LoansService,
): Promise<boolean> {
  const usdt = loans.cat.usdtId();
  if (usdt === undefined) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${POOL_GENESIS_REF}))`);
    if ((await ledger.postedRefs(tx, POOL_GENESIS_REF, [String(usdt)])).size > 0) return false;
    const amount = new Decimal(LOANS_POOL_INVENTORY_USDT);
    await ledger.post(tx, [
      {
        kind: 'genesis',
        refType: POOL_GENESIS_REF,
        refId: String(usdt),
        memo: `House lending pool inventory: ${amount.toFixed()} USDT, issued once; changes only by loans.`,
        lines: [
          { account: { house: 'genesis', currencyId: usdt }, amount: amount.neg() },
          { account: { house: LOANS_POOL, currencyId: usdt }, amount },
        ],
      },
    ]);
    return true;
  });
}

/**
 * A fresh install's loan products (DEMO_CONTENT on): BTC and ETH, created through the console's service, labelled
 * demo. A coin that already has a product (an operator's, or a previous start's) is left as it is.
 */
export async function ensureDemoLoans(d: {
  db: Db;
  loans: LoansService;
  loansOps: LoansOps;
  log: FastifyBaseLogger;
}): Promise<number> {
  let created = 0;
  for (const p of DEMO_LOAN_PRODUCTS) {
    const asset = d.loans.cat.assetId(p.symbol);
    if (asset === undefined || (await repo.productOfCurrency(d.db, asset))) continue;
    const input: OpsLoanProductSaveRequest = {
      currency_id: asset,
      initial_ltv: '65',
      margin_call_ltv: '80',
      liquidation_ltv: '90',
      hourly_rate: '0.0005',
      terms: [0, 7, 30, 90],
      min_borrow: p.min_borrow,
      max_borrow: p.max_borrow,
      enabled: true,
      is_demo: true,
    };
    try {
      await d.loansOps.productSave(input);
      created++;
    } catch (err) {
      d.log.warn(
        { err, symbol: p.symbol },
        'loans: demo product not created (another node may have made it)',
      );
    }
  }
  return created;
}
