import type { Paginated } from '@meridian/contract';
import type { OpsOtcOrder, OpsOtcOrdersRequest } from '@meridian/contract/otc';
import type { AuditHook } from '../../platform/audit-hook';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/module';
import type { OtcDesk } from './desk';
import * as repo from './otc.repo';
import type { OtcOrderRow } from './otc.schema';
import type { OtcTransitions } from './transitions';
import { opsOrderView } from './otc.view';

/** The audit hook of an order action: the order as the console shows it, before and after. */
export type OtcAudit = AuditHook<OpsOtcOrder>;

export interface OtcReviewDeps {
  db: Db;
  desk: OtcDesk;
  transitions: OtcTransitions;
  account: Pick<Services['account'], 'accountsOf'>;
  now?: () => Date;
}

/**
 * The console's order queue: orders with whose each is, filtered by status, side and user (a waiting
 * status oldest first, otherwise newest first); confirming (coins credited for a paid buy, held coins to the desk
 * for a sell) and rejecting with a reason, each with its audit row in the action's own transaction.
 */
export class OtcReview {
  private readonly now: () => Date;

  constructor(private readonly d: OtcReviewDeps) {
    this.now = d.now ?? (() => new Date());
  }

  /** GET /ops/otc/orders */
  async queue(q: OpsOtcOrdersRequest): Promise<Paginated<OpsOtcOrder>> {
    const waiting = q.status === 'pending' || q.status === 'paid';
    const { rows, total } = await repo.listOrders(
      this.d.db,
      { userId: q.user_id, status: q.status, side: q.side },
      q,
      waiting ? 'oldest' : 'newest',
    );
    const accounts = await this.d.account.accountsOf(rows.map((r) => r.userId));
    const data = [];
    for (const row of rows) data.push(await this.view(row, accounts.get(row.userId) ?? ''));
    return { data, page: q.page, limit: q.limit, total };
  }

  /** POST /ops/otc/order/confirm */
  async confirm(id: number, operatorId: number, audit?: OtcAudit): Promise<OpsOtcOrder> {
    const account = await this.accountOf(id);
    return this.d.db.transaction(async (tx) => {
      const { before, after } = await this.d.transitions.confirm(tx, id, operatorId, this.now());
      return this.audited(tx, audit, account, before, after);
    });
  }

  /** POST /ops/otc/order/reject */
  async reject(
    input: { id: number; reason: string },
    operatorId: number,
    audit?: OtcAudit,
  ): Promise<OpsOtcOrder> {
    const account = await this.accountOf(input.id);
    return this.d.db.transaction(async (tx) => {
      const { before, after } = await this.d.transitions.reject(
        tx,
        input.id,
        operatorId,
        input.reason,
        this.now(),
      );
      return this.audited(tx, audit, account, before, after);
    });
  }

  private async audited(
    tx: Parameters<OtcAudit>[0],
    audit: OtcAudit | undefined,
    account: string,
    before: OtcOrderRow,
    after: OtcOrderRow,
  ): Promise<OpsOtcOrder> {
    const views = { before: await this.view(before, account), after: await this.view(after, account) };
    await audit?.(tx, views.before, views.after);
    return views.after;
  }

  /**
   * The login of the order's owner, read before the action's transaction (never on a second connection while the
   * order's row is locked: racing actions would hold the pool's connections waiting for the lock).
   */
  private async accountOf(orderId: number): Promise<string> {
    const row = await repo.findOrder(this.d.db, orderId);
    if (!row) return '';
    return (await this.d.account.accountsOf([row.userId])).get(row.userId) ?? '';
  }

  private async view(row: OtcOrderRow, account: string): Promise<OpsOtcOrder> {
    return opsOrderView(row, (await this.d.desk.coin(row.currencyId))?.symbol ?? '', account);
  }
}
