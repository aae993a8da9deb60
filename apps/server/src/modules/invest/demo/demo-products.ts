import { Decimal } from '@meridian/contract';
import { addDays, utcDay, type InvestType, type OpsInvestSaveRequest } from '@meridian/contract/earn';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import { defineCron } from '../../../platform/jobs';
import type { InvestOpsService } from '../invest-ops.service';
import type { InvestMarket } from '../market';
import { investProducts } from '../invest.schema';

/** Coins of the demo products, with the deposit per share of a call (in the coin). */
const COINS = [
  { id: 1, symbol: 'BTC', perShare: '0.01' },
  { id: 2, symbol: 'ETH', perShare: '0.1' },
] as const;
/** Deposit per share of a put, in USDT. */
const PUT_PER_SHARE = '100';
/** Maturities (days ahead), the APR in percent and how far the linked price is from the current one. */
const TERMS = [
  { days: 1, apr: '45', distance: '0.01' },
  { days: 3, apr: '36', distance: '0.02' },
  { days: 7, apr: '28', distance: '0.04' },
  { days: 14, apr: '20', distance: '0.07' },
] as const;
const NAMES: Record<InvestType, string> = { call: 'sell high', put: 'buy low' };

export interface DemoInvestDeps {
  db: Db;
  log: FastifyBaseLogger;
  enabled: boolean;
  market: InvestMarket;
  ops: InvestOpsService;
  now?: () => Date;
}

/**
 * Demo invest products, when demo content is on: BTC and ETH, sell high (call) and buy low
 * (put), maturing in 1, 3, 7 and 14 days, with linked prices around the current price — created through the
 * console's own save call, labelled demo. Checked at start and daily: a coin and type with fewer than four
 * open demo products gets the missing maturities again, so the invest screen is never empty.
 */
export class DemoInvestProducts {
  constructor(private readonly d: DemoInvestDeps) {}

  cron() {
    return defineCron({
      name: 'dual.demo_products',
      cron: '5 0 * * *',
      handler: async () => {
        await this.ensure();
      },
    });
  }

  start(): void {
    if (!this.d.enabled) return;
    this.ensure().catch((err: unknown) => this.d.log.warn({ err }, 'demo invest products not created'));
  }

  /** Creates the missing demo products; returns how many were created (`force`: even when off, for tests). */
  async ensure(force = false): Promise<number> {
    if (!this.d.enabled && !force) return 0;
    const now = this.d.now?.() ?? new Date();
    const today = utcDay(now);
    let created = 0;
    for (const coin of COINS) {
      const price = new Decimal(this.d.market.lastPriceOf(coin.id) || '0');
      if (price.lte(0)) continue;
      for (const type of ['call', 'put'] as const) {
        const open = await this.openDemoDates(coin.id, type, now);
        if (open.size >= TERMS.length) continue;
        for (const t of TERMS) {
          const endTime = addDays(today, t.days);
          if (open.has(endTime)) continue;
          await this.d.ops.save(this.productOf(coin, type, t, endTime, price), undefined, true);
          created++;
        }
      }
    }
    return created;
  }

  private productOf(
    coin: (typeof COINS)[number],
    type: InvestType,
    t: (typeof TERMS)[number],
    endTime: string,
    price: Decimal,
  ): OpsInvestSaveRequest {
    const factor = type === 'call' ? new Decimal(1).plus(t.distance) : new Decimal(1).minus(t.distance);
    return {
      name: `${coin.symbol} ${NAMES[type]} ${t.days}D`,
      section: '',
      type,
      currency_id: coin.id,
      per_price: type === 'call' ? coin.perShare : PUT_PER_SHARE,
      apr: t.apr,
      linked_price: price.times(factor).toSignificantDigits(4, Decimal.ROUND_HALF_UP).toFixed(),
      end_time: endTime,
      total_number: 10_000,
      user_limit: 500,
    };
  }

  /** Maturity dates of the demo products of a coin and type still on sale (maturing after today). */
  private async openDemoDates(currencyId: number, type: InvestType, now: Date): Promise<Set<string>> {
    const rows = await this.d.db
      .select({ endDate: investProducts.endDate })
      .from(investProducts)
      .where(
        and(
          eq(investProducts.isDemo, true),
          eq(investProducts.currencyId, currencyId),
          eq(investProducts.type, type),
          gt(investProducts.endDate, utcDay(now)),
        ),
      );
    return new Set(rows.map((r) => r.endDate));
  }
}
