import { LOCK_CATEGORIES, type LockCategory, type OpsLockSaveRequest } from '@meridian/contract/earn';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db';
import type { LockmingOpsService } from '../lockming-ops.service';
import * as repo from '../lockming.repo';

type DemoLockProduct = Omit<OpsLockSaveRequest, 'currency_id'> & { symbol: string };

/** A demo product with its English and Chinese title and intro, written from its terms. */
function demoProduct(
  symbol: string,
  day: number,
  terms: Pick<OpsLockSaveRequest, 'save_min' | 'rate_min' | 'rate_max' | 'cancel_rate'>,
  category: LockCategory = 'standard',
): DemoLockProduct {
  const range = `${terms.rate_min}–${terms.rate_max} %`;
  const name = DEMO_NAMES[category];
  return {
    symbol,
    ...terms,
    day,
    category,
    texts: {
      en: {
        title: `${symbol} ${day}-day ${name.en}`,
        intro: `Lock ${symbol} for ${day} days and earn ${range} a day, paid daily.`,
      },
      zh: {
        title: `${symbol} ${day}天${name.zh}`,
        intro: `锁仓 ${symbol} ${day} 天，每日收益 ${range}，按日发放。`,
      },
    },
  };
}

const DEMO_NAMES: Record<LockCategory, { en: string; zh: string }> = {
  standard: { en: 'lock', zh: '锁仓' },
  defi: { en: 'DeFi mining', zh: 'DeFi挖矿' },
  cloud: { en: 'cloud mining', zh: '云挖矿' },
};

/** The demo products: a week of USDT (the spec's 0.3–0.4 % a day, penalty 0.4 %), a month of BTC, 15 days of ETH. */
export const DEMO_LOCK_PRODUCTS: readonly DemoLockProduct[] = [
  demoProduct('USDT', 7, { save_min: '100', rate_min: '0.3', rate_max: '0.4', cancel_rate: '0.4' }),
  demoProduct('BTC', 30, { save_min: '0.001', rate_min: '0.05', rate_max: '0.08', cancel_rate: '0.1' }),
  demoProduct('ETH', 15, { save_min: '0.01', rate_min: '0.08', rate_max: '0.12', cancel_rate: '0.2' }),
  // DeFi mining and cloud mining, each listed under its own home entry
  demoProduct('USDT', 30, { save_min: '50', rate_min: '0.5', rate_max: '0.7', cancel_rate: '0.5' }, 'defi'),
  demoProduct('ETH', 60, { save_min: '0.05', rate_min: '0.1', rate_max: '0.15', cancel_rate: '0.2' }, 'defi'),
  demoProduct('USDT', 90, { save_min: '200', rate_min: '0.4', rate_max: '0.6', cancel_rate: '0.3' }, 'cloud'),
  demoProduct(
    'BTC',
    180,
    { save_min: '0.005', rate_min: '0.06', rate_max: '0.1', cancel_rate: '0.1' },
    'cloud',
  ),
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
    // per category: a database seeded before (standard demos only) gets the DeFi and cloud ones too
    const seeded = new Set<LockCategory>();
    for (const category of LOCK_CATEGORIES)
      if ((await repo.countDemoProducts(tx, category)) > 0) seeded.add(category);
    let created = 0;
    for (const { symbol, ...input } of DEMO_LOCK_PRODUCTS) {
      if (seeded.has(input.category)) continue;
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
