import { Decimal, type Paginated, type PageQuery, refuse } from '@meridian/contract';
import {
  addDays,
  rateInRange,
  utcDay,
  type LockDayRate,
  type OpsLockProduct,
  type OpsLockSaveRequest,
} from '@meridian/contract/earn';
import type { AuditHook } from '../../platform/audit-hook';
import type { Db, Tx } from '../../platform/db';
import * as repo from './lockming.repo';
import { opsProductView, rateView, type Currencies } from './lockming.view';

export interface LockmingOpsDeps {
  db: Db;
  currencies: Currencies;
  /** Whether a currency id is a listed asset. */
  currencyExists: (id: number) => boolean;
  now?: () => Date;
}

/** How far ahead an operator may publish a day's rate. */
export const RATE_DAYS_AHEAD_MAX = 366;

type SaveAudit = AuditHook<OpsLockProduct | null>;

/**
 * The console's lock-mining calls: products with their running orders and locked amount;
 * create and edit (the terms — currency, minimum, days, rate range, penalty — only while the product has no
 * order; texts always); pause and resume new locks; the published day rates, and an operator's rate for a day
 * not yet started, within the product's range, the same for every holder. Each change is audited in its
 * own transaction (the hook). Nothing here moves a balance.
 */
export class LockmingOpsService {
  private readonly now: () => Date;

  constructor(private readonly d: LockmingOpsDeps) {
    this.now = d.now ?? (() => new Date());
  }

  async list(
    input: PageQuery & { status?: 'on' | 'paused' | undefined },
  ): Promise<Paginated<OpsLockProduct>> {
    const page = { limit: input.limit, offset: (input.page - 1) * input.limit };
    const { rows, total } = await repo.productsPage(
      this.d.db,
      { status: input.status, includeDemo: true },
      page,
    );
    return { data: await this.views(this.d.db, rows), page: input.page, limit: input.limit, total };
  }

  /**
   * Creates (no id) or edits a product; `audit` gives the hook of the product's id (known once created);
   * `isDemo` is the demo content's (never the console's).
   */
  async save(
    input: OpsLockSaveRequest,
    audit?: (productId: number) => SaveAudit,
    opts: { isDemo?: boolean } = {},
  ): Promise<OpsLockProduct> {
    const terms = this.checkedTerms(input);
    return this.d.db.transaction(async (tx) => {
      if (input.id === undefined) {
        const created = await repo.insertProduct(tx, {
          ...terms,
          texts: input.texts,
          isDemo: opts.isDemo ?? false,
        });
        const today = utcDay(this.now());
        await repo.publishDefaultsOf(tx, created.id, [today, addDays(today, 1)]);
        const [after] = await this.views(tx, [created]);
        await audit?.(created.id)(tx, null, after!);
        return after!;
      }
      const before = await repo.lockProduct(tx, input.id, 'update');
      if (!before) throw refuse('earn_product_unavailable', {}, 'id');
      const changed =
        before.currencyId !== terms.currencyId ||
        before.days !== terms.days ||
        !new Decimal(before.saveMin).eq(terms.saveMin) ||
        !new Decimal(before.rateMin).eq(terms.rateMin) ||
        !new Decimal(before.rateMax).eq(terms.rateMax) ||
        !new Decimal(before.cancelRate).eq(terms.cancelRate);
      if (changed && (await repo.hasOrders(tx, before.id))) throw refuse('earn_terms_locked');
      const after = await repo.updateProduct(tx, before.id, { ...terms, texts: input.texts });
      return this.audited(tx, audit?.(before.id), before, after);
    });
  }

  /** Pauses or resumes new locks (running ones go on earning). */
  async pause(input: { id: number; paused: boolean }, audit?: SaveAudit): Promise<OpsLockProduct> {
    return this.d.db.transaction(async (tx) => {
      const before = await repo.lockProduct(tx, input.id, 'update');
      if (!before) throw refuse('earn_product_unavailable', {}, 'id');
      const after = await repo.updateProduct(tx, before.id, { status: input.paused ? 'paused' : 'on' });
      return this.audited(tx, audit, before, after);
    });
  }

  async rates(input: PageQuery & { config_id: number }): Promise<Paginated<LockDayRate>> {
    const page = { limit: input.limit, offset: (input.page - 1) * input.limit };
    const { rows, total } = await repo.ratesPage(this.d.db, input.config_id, page);
    return { data: rows.map(rateView), page: input.page, limit: input.limit, total };
  }

  /**
   * Publishes an operator's rate for a day that has not started (tomorrow UTC or later, at most
   * RATE_DAYS_AHEAD_MAX days ahead) within the product's range. One row per product and day: every holder's
   * dividend of that day is paid at it.
   */
  async setRate(
    input: { config_id: number; day: string; rate: string },
    operatorId: number,
    audit?: AuditHook<LockDayRate | null>,
  ): Promise<LockDayRate> {
    const today = utcDay(this.now());
    if (input.day <= today || input.day > addDays(today, RATE_DAYS_AHEAD_MAX))
      throw refuse('earn_rate_day_invalid', {}, 'day');
    return this.d.db.transaction(async (tx) => {
      const p = await repo.lockProduct(tx, input.config_id, 'share');
      if (!p) throw refuse('earn_product_unavailable', {}, 'config_id');
      if (!rateInRange(input.rate, { min: p.rateMin, max: p.rateMax }))
        throw refuse(
          'earn_rate_out_of_range',
          { min: new Decimal(p.rateMin).toFixed(), max: new Decimal(p.rateMax).toFixed() },
          'rate',
        );
      const before = await repo.rateOf(tx, p.id, input.day);
      const row = await repo.setRate(tx, {
        productId: p.id,
        day: input.day,
        rate: new Decimal(input.rate).toFixed(),
        operatorId,
      });
      const after = rateView(row);
      await audit?.(tx, before ? rateView(before) : null, after);
      return after;
    });
  }

  private checkedTerms(input: OpsLockSaveRequest) {
    if (!this.d.currencyExists(input.currency_id)) throw refuse('earn_terms_invalid', {}, 'currency_id');
    const saveMin = new Decimal(input.save_min);
    if (saveMin.decimalPlaces() > this.d.currencies(input.currency_id).decimals)
      throw refuse('earn_terms_invalid', {}, 'save_min');
    if (new Decimal(input.rate_min).gt(input.rate_max)) throw refuse('earn_terms_invalid', {}, 'rate_max');
    return {
      currencyId: input.currency_id,
      saveMin: saveMin.toFixed(),
      days: input.day,
      rateMin: new Decimal(input.rate_min).toFixed(),
      rateMax: new Decimal(input.rate_max).toFixed(),
      cancelRate: new Decimal(input.cancel_rate).toFixed(),
      category: input.category,
    };
  }

  private async audited(
    tx: Tx,
    audit: SaveAudit | undefined,
    before: repo.LockProductRow,
    after: repo.LockProductRow,
  ): Promise<OpsLockProduct> {
    const [b, a] = await this.views(tx, [before, after]);
    await audit?.(tx, b!, a!);
    return a!;
  }

  private async views(db: Db | Tx, rows: repo.LockProductRow[]): Promise<OpsLockProduct[]> {
    const today = utcDay(this.now());
    const tomorrow = addDays(today, 1);
    const ids = rows.map((r) => r.id);
    // one after the other: `db` may be a transaction (one connection)
    const rates = await repo.ratesOn(db, ids, [today, tomorrow]);
    const totals = await repo.runningTotals(db, ids);
    return rows.map((p) =>
      opsProductView(
        p,
        this.d.currencies(p.currencyId),
        {
          today: rates.get(`${p.id}:${today}`)?.rate ?? p.rateMin,
          tomorrow: rates.get(`${p.id}:${tomorrow}`)?.rate,
        },
        totals.get(p.id) ?? { running: 0, locked: '0' },
      ),
    );
  }
}
