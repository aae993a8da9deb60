import { Decimal, DomainError, ACCOUNT_TYPE } from '@meridian/contract';
import { type TraderTermsRequest } from '@meridian/contract/copytrade';
import { DEMO_FUNDS } from '@meridian/contract/demo';
import { FUTURES_LEGAL_ID } from '@meridian/contract/futures';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../../platform/db';
import { lockUser } from '../../../platform/db/user-lock';
import { Leadership } from '../../../platform/leadership';
import type { Services } from '../../../platform/module';
import { Scheduler } from '../../../platform/scheduler';
import { DEMO_ENTRY_KIND } from '../../demo';
import {
  DEMO_STEP_MS,
  DEMO_STRATEGIES,
  decide,
  samplesNeeded,
  stopsFor,
  type Decision,
  type DemoStrategy,
} from './strategies';
import { balanceIn } from '../../ledger';

/** Ledger ref type of the demo traders' funds (`<key>:claim`, `<key>:top_up:<UTC day>`). */
export const DEMO_TRADER_REF = 'demo_trader';

/** Terms every demo trader publishes (followers copy them like anyone's). */
export const DEMO_TRADER_TERMS: TraderTermsRequest = {
  bio: '',
  profit_share: '10',
  max_followers: 100,
  min_amount: '100',
};

export interface DemoTradersDeps {
  db: Db;
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** DEMO_CONTENT: off → nothing is created and nothing trades. */
  enabled: boolean;
  account: Pick<Services['account'], 'ensureSystemUser'>;
  ledger: Services['ledger'];
  market: Pick<Services['market'], 'findPair'>;
  futures: Pick<Services['futures'], 'submit' | 'close' | 'mark'>;
  reads: Pick<Services['futuresReads'], 'open'>;
  /** API's TradersService.enrolDemo: an active, approved trader with is_demo and its strategy (idempotent). */
  enrol: (userId: number, terms: TraderTermsRequest & { strategy: string }) => Promise<unknown>;
  now?: () => Date;
  strategies?: readonly DemoStrategy[];
}

interface Running {
  strategy: DemoStrategy;
  userId: number;
  pair: { id: number; baseId: number; quoteId: number; pricePrecision: number; symbol: string };
  /** The last marks sampled, oldest first. */
  marks: string[];
}

/**
 * The automated demo traders: with demo content on, system accounts (`demo-trend`,
 * `demo-revert` @system.invalid, which can never log in) funded through the ledger from the house
 * `demo_faucet` account like the demo faucet does, enrolled as demo traders through the traders service, and
 * trading futures through the futures service — same rules, fees, triggers and copy fan-out as anyone — with
 * the published strategies of strategies.ts. One node trades (leadership 'copytrade-demo-traders'); every
 * DEMO_STEP_MS it samples each pair's mark and acts on the decision.
 */
export class DemoTraders {
  private readonly scheduler: Scheduler;
  private readonly role: Leadership;
  private readonly strategies: readonly DemoStrategy[];
  private ready: Promise<Running[]> | undefined;
  private started = false;
  private current: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: DemoTradersDeps) {
    this.strategies = deps.strategies ?? DEMO_STRATEGIES;
    this.scheduler = new Scheduler(deps.log);
    this.role = new Leadership(deps.pool, {
      name: 'copytrade-demo-traders',
      log: deps.log,
      onLead: (signal) => {
        this.scheduler.every('copytrade-demo-traders', DEMO_STEP_MS, () => {
          this.current = this.stepOnce(signal);
          return this.current;
        });
        return Promise.resolve();
      },
      onStepDown: () => this.scheduler.stop(),
    });
  }

  get enabled(): boolean {
    return this.deps.enabled;
  }

  /** With demo content on: tries to lead; the leader creates the traders at once and trades every step. */
  start(): void {
    if (!this.enabled || this.started) return;
    this.started = true;
    this.role.start();
  }

  async stop(): Promise<void> {
    await this.role.stop();
    await this.current.catch(() => undefined);
  }

  /** Resolves once the leadership attempt and the step in progress, if any, are done. */
  async idle(): Promise<void> {
    if (this.started) await this.role.settled();
    await this.current.catch(() => undefined);
  }

  /**
   * Creates (or finds) each demo trader: the system account, its funds, its enrolment. Idempotent, also
   * across nodes: funds are posted under the account's lock once per ref, enrolment is idempotent.
   */
  ensure(): Promise<{ key: string; userId: number }[]> {
    if (!this.enabled) return Promise.resolve([]);
    this.ready ??= this.create().catch((err: unknown) => {
      this.ready = undefined;
      throw err;
    });
    return this.ready.then((list) => list.map((r) => ({ key: r.strategy.key, userId: r.userId })));
  }

  /** One step: each trader samples its mark, tops up a low balance, and acts on its strategy's decision. */
  async stepOnce(signal?: AbortSignal): Promise<Record<string, Decision['kind'] | 'failed' | 'refused'>> {
    const out: Record<string, Decision['kind'] | 'failed' | 'refused'> = {};
    if (!this.enabled) return out;
    await this.ensure();
    for (const r of await this.ready!) {
      if (signal?.aborted) break;
      try {
        out[r.strategy.key] = await this.step(r);
      } catch (err) {
        const refused = err instanceof DomainError;
        out[r.strategy.key] = refused ? 'refused' : 'failed';
        if (refused) this.deps.log.debug({ err, trader: r.strategy.key }, 'demo trader: order refused');
        else this.deps.log.warn({ err, trader: r.strategy.key }, 'demo trader: step failed');
      }
    }
    return out;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private async create(): Promise<Running[]> {
    const out: Running[] = [];
    for (const s of this.strategies) {
      const p = this.deps.market.findPair({ symbol: s.symbol });
      const userId = await this.deps.account.ensureSystemUser(s.key, s.nickname);
      await this.fund(userId, `${s.key}:claim`, DEMO_FUNDS.claimAmount, 'demo trader funds');
      await this.deps.enrol(userId, { ...DEMO_TRADER_TERMS, bio: s.bio, strategy: s.strategy });
      out.push({
        strategy: s,
        userId,
        pair: {
          id: p.id,
          baseId: p.baseId,
          quoteId: p.quoteId,
          pricePrecision: p.pricePrecision,
          symbol: p.symbol,
        },
        marks: [],
      });
    }
    return out;
  }

  private async step(r: Running): Promise<Decision['kind']> {
    const mark = this.deps.futures.mark(r.pair.id);
    if (!mark) return 'hold';
    r.marks.push(mark);
    if (r.marks.length > samplesNeeded(r.strategy))
      r.marks.splice(0, r.marks.length - samplesNeeded(r.strategy));
    await this.topUp(r);
    const open = (await this.deps.reads.open(r.userId)).filter((p) => p.view.symbol === r.pair.symbol);
    const held = open[0]?.view;
    const holding = held
      ? {
          side: held.type === 2 ? ('short' as const) : ('long' as const),
          openedAt: Date.parse(held.transaction_time),
        }
      : null;
    const decision = decide(r.strategy, r.marks, holding, this.now().getTime());
    if (decision.kind === 'open') {
      const stops = stopsFor(r.strategy, decision.side, mark, r.pair.pricePrecision);
      await this.deps.futures.submit(r.userId, {
        currency_id: r.pair.baseId,
        legal_id: r.pair.quoteId,
        type: decision.side === 'long' ? 1 : 2,
        share: r.strategy.lots,
        multiple: r.strategy.leverage,
        status: 1,
        target_profit_price: stops.tp,
        stop_loss_price: stops.sl,
      });
    } else if (decision.kind === 'close' && held) {
      // the published strategy decided this exit (its take-profit and stop-loss close as `tp` / `sl` on their own)
      await this.deps.futures.close(r.userId, held.id, 'strategy');
    }
    return decision.kind;
  }

  /** A demo trader whose futures balance fell below the faucet's threshold gets its top-up (once a UTC day). */
  private async topUp(r: Running): Promise<void> {
    const rows = await this.deps.ledger.balances(this.deps.db, r.userId);
    const usdt = balanceIn(rows, 'lever', FUTURES_LEGAL_ID);
    const total = new Decimal(usdt?.available ?? 0).plus(usdt?.frozen ?? 0);
    if (total.gte(DEMO_FUNDS.topUpBelow)) return;
    const day = this.now().toISOString().slice(0, 10);
    await this.fund(
      r.userId,
      `${r.strategy.key}:top_up:${day}`,
      DEMO_FUNDS.topUpAmount,
      'demo trader top-up',
    );
  }

  /** Posts `amount` USDT from the house demo_faucet to the trader's futures account once per `refId`. */
  private async fund(userId: number, refId: string, amount: string, memo: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      if ((await this.deps.ledger.postedRefs(tx, DEMO_TRADER_REF, [refId])).has(refId)) return;
      await this.deps.ledger.post(tx, [
        {
          kind: DEMO_ENTRY_KIND,
          refType: DEMO_TRADER_REF,
          refId,
          memo,
          lines: [
            {
              account: { house: 'demo_faucet', currencyId: FUTURES_LEGAL_ID },
              amount: new Decimal(amount).neg(),
            },
            { account: { userId, currencyId: FUTURES_LEGAL_ID, type: ACCOUNT_TYPE.lever }, amount },
          ],
        },
      ]);
    });
  }
}
