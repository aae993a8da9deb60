import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Trigger } from '../../engines/triggers/types';
import type { Db, Tx } from '../../platform/db';
import { crossed, LeadingTriggers, toTicks, type FiredLevel } from '../../platform/leading-triggers';
import type { MarketService } from '../market';
import * as repo from './loans.repo';
import type { LoanRow } from './loans.schema';
import type { LoansService } from './loans.service';

/** liq = liquidation level, mc = margin-call level, mcr = the margin call's end (LTV back below it). */
export type LoanTriggerKind = 'liq' | 'mc' | 'mcr';
export interface LoanTriggerPayload {
  loanId: number;
  kind: LoanTriggerKind;
}
type Job = FiredLevel<LoanTriggerPayload>;

const KINDS = ['liq', 'mc', 'mcr'] as const;

/**
 * The levels of a loan in its pair's ticks: an active loan is liquidated 'below' its liquidation price; while no
 * margin call is open it gets one 'below' the margin-call price, while one is open it ends 'above' that price.
 */
export function loanLevels(
  row: LoanRow,
  symbol: string,
  pricePrecision: number,
): Trigger<LoanTriggerPayload>[] {
  if (row.status !== 'active') return [];
  const at = (kind: LoanTriggerKind, level: bigint, direction: 'above' | 'below') => ({
    id: `${kind}:${row.id}`,
    symbol,
    direction,
    level,
    payload: { loanId: row.id, kind },
  });
  const mc = toTicks(row.marginCallPrice, pricePrecision);
  return [
    at('liq', toTicks(row.liquidationPrice, pricePrecision), 'below'),
    row.marginCall ? at('mcr', mc + 1n, 'above') : at('mc', mc, 'below'),
  ];
}

/**
 * The loans' trigger runtime, on the same trigger index and leader runtime as the futures
 * (platform/leading-triggers.ts, role 'loans-triggers'): every active loan's liquidation and margin-call levels
 * per pair, each firing on the first tick that reaches it with that tick's price and time. Fired levels are
 * processed in order, one transaction each, under the loan's row lock: the transition re-checks the level on the
 * locked row (a repayment racing a liquidation settles once), liquidates at the tick's price, or opens / ends a
 * margin call. Loans changed on this node are re-placed at once (LoansService.onChange: borrow, interest, repay,
 * add collateral); changes from other nodes arrive through the `updated_seq` sync.
 */
export class LoansTriggers extends LeadingTriggers<LoanRow, LoanTriggerPayload> {
  constructor(
    private readonly d: {
      db: Db;
      pool: pg.Pool;
      loans: LoansService;
      market: Pick<MarketService, 'onTicks'>;
      log: FastifyBaseLogger;
    },
  ) {
    const { db, loans } = d;
    super(
      {
        role: 'loans-triggers',
        syncTask: 'loans-triggers',
        rebuiltMessage: 'loans trigger index rebuilt',
        page: repo.REPO_BATCH_MAX,
        livePage: (after, limit) => repo.activeLoans(db, after, limit),
        changedSince: (seq, since, limit) => repo.changedSince(db, seq, since, limit),
        currentSeq: () => repo.currentSeq(db),
        idOf: (r) => r.id,
        seqOf: (r) => r.updatedSeq,
        pairIdOf: (r) => r.pairId,
        onChange: (listener) => loans.onChange(listener),
        pair: (pairId) => loans.cat.pair(pairId),
        levels: (row, pair) => loanLevels(row, pair.symbol, pair.pricePrecision),
        triggerIds: (row) => KINDS.map((k) => `${k}:${row.id}`),
        keyOf: (p) => `${p.kind}:${p.loanId}`,
        batch: 1,
      },
      {
        pool: d.pool,
        ticks: (listener) => d.market.onTicks((batch) => listener(batch.ticks)),
        log: d.log,
      },
    );
  }

  /** One transaction per fired level. */
  protected async process(jobs: Job[]): Promise<void> {
    for (const job of jobs) await this.run(job);
  }

  private transition(tx: Tx, job: Job): Promise<LoanRow | undefined> {
    const t = this.d.loans.transitions;
    const { loanId, kind } = job.payload;
    const at = new Date(job.time);
    switch (kind) {
      case 'liq':
        return t.sell(tx, loanId, 'liquidation', job.price, at, (row) => this.reached(row, job));
      case 'mc':
        return t.marginCall(tx, loanId, job.price, at);
      case 'mcr':
        return t.marginReset(tx, loanId, job.price);
    }
  }

  /** The loan's liquidation level as it is now (repaid in part, more collateral) is reached by the price. */
  private reached(row: LoanRow, job: Job): boolean {
    const pair = this.d.loans.cat.pair(row.pairId);
    if (!pair) return false;
    const level = loanLevels(row, pair.symbol, pair.pricePrecision).find((t) => t.payload.kind === 'liq');
    return level !== undefined && crossed(level, toTicks(job.price, pair.pricePrecision));
  }

  /** One transaction per fired level; when it changed nothing, the loan's current levels go back in. */
  private async run(job: Job): Promise<void> {
    const { loanId, kind } = job.payload;
    let failed = false;
    try {
      const row = await this.d.db.transaction((tx) => this.transition(tx, job));
      if (row) return;
    } catch (err) {
      failed = true;
      this.d.log.error({ err, loanId, kind }, 'loan trigger failed; its levels are restored');
    }
    const current = await repo.getLoan(this.d.db, loanId).catch(() => undefined);
    if (current) this.apply(current, failed);
  }
}
