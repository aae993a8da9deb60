import type { OpsLockSaveRequest } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db';
import type { LockmingOpsService } from '../lockming.ops.service';
import * as repo from '../lockming.repo';

/** The demo products: a week of USDT (the spec's 0.3–0.4 % a day, penalty 0.4 %), a month of BTC, 15 days of ETH. */
export const DEMO_LOCK_PRODUCTS: readonly (Omit<OpsLockSaveRequest, 'currency_id'> & { symbol: string })[] = [
  {
    symbol: 'USDT',
    save_min: '100',
    day: 7,
    rate_min: '0.3',
    rate_max: '0.4',
    cancel_rate: '0.4',
    texts: {
      en: { title: 'USDT 7-day lock', intro: 'Lock USDT for 7 days and earn 0.3–0.4 % a day, paid daily.' },
      zh: { title: 'USDT 7天锁仓', intro: '锁仓 USDT 7 天，每日收益 0.3–0.4 %，按日发放。' },
    },
  },
  {
    symbol: 'BTC',
    save_min: '0.001',
    day: 30,
    rate_min: '0.05',
    rate_max: '0.08',
    cancel_rate: '0.1',
    texts: {
      en: { title: 'BTC 30-day lock', intro: 'Lock BTC for 30 days and earn 0.05–0.08 % a day, paid daily.' },
      zh: { title: 'BTC 30天锁仓', intro: '锁仓 BTC 30 天，每日收益 0.05–0.08 %，按日发放。' },
    },
  },
  {
    symbol: 'ETH',
    save_min: '0.01',
    day: 15,
    rate_min: '0.08',
    rate_max: '0.12',
    cancel_rate: '0.2',
    texts: {
      en: { title: 'ETH 15-day lock', intro: 'Lock ETH for 15 days and earn 0.08–0.12 % a day, paid daily.' },
      zh: { title: 'ETH 15天锁仓', intro: '锁仓 ETH 15 天，每日收益 0.08–0.12 %，按日发放。' },
    },
  },
];

/** Key of the advisory lock under which one node creates the demo products. */
const DEMO_LOCK_KEY = 0x4c4f434b; // "LOCK"

/**
 * With demo content on, creates the demo products once (labelled demo) through the console's own save call —
 * under a transaction-scoped advisory lock, so two nodes starting together create them once.
 */
export async function ensureDemoProducts(
  db: Db,
  ops: Pick<LockmingOpsService, 'save'>,
  symbols: (symbol: string) => number | undefined,
  log: FastifyBaseLogger,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK_KEY}::int, 15)`);
    if ((await repo.countDemoProducts(tx)) > 0) return 0;
    let created = 0;
    for (const { symbol, ...input } of DEMO_LOCK_PRODUCTS) {
      const currencyId = symbols(symbol);
      if (currencyId === undefined) continue;
      // its own transaction (the save's); the advisory lock above keeps a second node waiting until done
      await ops.save({ ...input, currency_id: currencyId }, undefined, { isDemo: true });
      created++;
    }
    log.info({ created }, 'lock mining: demo products created');
    return created;
  });
}
