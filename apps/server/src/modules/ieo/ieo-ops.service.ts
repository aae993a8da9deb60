import { Decimal, DomainError, type Paginated, refuse } from '@meridian/contract';
import {
  DAY_MS,
  EARN_PRICE_DECIMALS,
  IEO_TOKEN_DECIMALS,
  ieoPhase,
  type OpsIeoProject,
  type OpsIeoSaveRequest,
} from '@meridian/contract/earn';
import { auditChange, type AuditHook } from '../../platform/audit-hook';
import type { Db, Tx } from '../../platform/db';
import type { Services } from '../../platform/module';
import type { IeoAssets } from './assets';
import * as repo from './ieo.repo';
import { opsProjectView, type ProjectNames } from './ieo.view';

/** Currencies a project may be paid in: coins and stablecoins (not stock shares, not another IEO token). */
const PAY_KINDS = ['crypto', 'stablecoin'];

/** The audit hook of a project action; `null` is the state before a project is created. */
export type IeoAudit = AuditHook<OpsIeoProject | null>;

export interface IeoOpsDeps {
  db: Db;
  assets: IeoAssets;
  /** createAsset registers a project's token; listTokenPair lists it as a spot pair (feed from `level`). */
  market: Pick<Services['market'], 'createAsset' | 'listPairs' | 'listTokenPair'>;
  now?: () => Date;
}

/**
 * The console's IEO calls: projects with their figures; create (the token becomes a currency)
 * and edit — the terms (token, pay currency, price, supply, minimum, per-user cap, window, lock period) only while
 * nobody subscribed and nothing was allocated, the texts, logo and links always; pause/resume subscriptions; list
 * an ended project's token as a spot pair. Each change runs its audit hook in its own transaction.
 */
export class IeoOpsService {
  private readonly now: () => Date;

  constructor(private readonly d: IeoOpsDeps) {
    this.now = d.now ?? (() => new Date());
  }

  /** GET /ops/ieo/projects */
  async list(q: {
    status?: 'on' | 'paused' | undefined;
    page: number;
    limit: number;
  }): Promise<Paginated<OpsIeoProject>> {
    const { rows, total } = await repo.opsProjects(this.d.db, q.status, q);
    const names = await this.d.assets.namesOf(rows);
    const now = this.now();
    return {
      data: rows.map((p) => opsProjectView(p, names.get(p.id)!, now)),
      page: q.page,
      limit: q.limit,
      total,
    };
  }

  /**
   * POST /ops/ieo/save — creates a project (no id; its symbol registers the token, `ieo_symbol_taken` when the
   * symbol exists) or edits one. `audit(id)` gives the hook of the saved project (its id is known only then).
   */
  async save(
    input: OpsIeoSaveRequest,
    audit?: (projectId: number) => IeoAudit,
    opts: { isDemo?: boolean } = {},
  ): Promise<OpsIeoProject> {
    const terms = await this.terms(input);
    return this.d.db.transaction(async (tx) => {
      if (input.id === undefined) {
        const token = await this.d.market.createAsset(tx, {
          symbol: input.symbol,
          name: input.token_name,
          logo: input.logo,
        });
        const row = await repo.insertProject(tx, {
          ...terms,
          ...texts(input),
          currencyId: token.id,
          isDemo: opts.isDemo ?? false,
        });
        // the token joins this node's catalogue once committed: its symbol is the one just registered
        const pay = (await this.d.assets.get(row.payCurrencyId))?.symbol ?? '';
        return this.audited(tx, audit?.(row.id), null, row, { currency: token.symbol, payCurrency: pay });
      }
      const before = await this.locked(tx, input.id);
      const names = await this.d.assets.names(before);
      if (input.symbol !== names.currency) throw refuse('earn_terms_locked', {}, 'symbol');
      if (termsChanged(before, terms)) {
        if (before.applications > 0 || before.allocation !== 'pending')
          throw refuse('earn_terms_locked', {}, 'amount');
      }
      const after = await repo.updateProject(tx, before.id, { ...terms, ...texts(input) });
      return this.audited(tx, audit?.(before.id), before, after);
    });
  }

  /** POST /ops/ieo/pause — subscriptions stop or resume; the allocation and delivery run on time anyway. */
  async pause(id: number, paused: boolean, audit?: IeoAudit): Promise<OpsIeoProject> {
    return this.d.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      const after = await repo.updateProject(tx, id, { status: paused ? 'paused' : 'on' });
      return this.audited(tx, audit, before, after);
    });
  }

  /**
   * POST /ops/ieo/list_pair — once the window ended, the token is listed against the pay currency through the
   * market (its feed starts at the issuance price). `ieo_pair_listed` when listed already. Should the pair exist
   * without this project knowing it (a listing whose recording failed), it is recorded now.
   */
  async listPair(id: number, audit?: IeoAudit): Promise<OpsIeoProject> {
    return this.d.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (ieoPhase(this.now(), before.startAt, before.endAt) !== 'ended')
        throw refuse('ieo_not_ended', {}, 'id');
      if (before.listedPairId !== null) throw refuse('ieo_pair_listed', {}, 'id');
      const pairId = await this.listedPair(before);
      const after = await repo.updateProject(tx, id, { listedPairId: pairId });
      return this.audited(tx, audit, before, after);
    });
  }

  private async listedPair(p: repo.IeoProjectRow): Promise<number> {
    const input = { baseId: p.currencyId, quoteId: p.payCurrencyId, level: new Decimal(p.price).toFixed() };
    try {
      return (await this.d.market.listTokenPair(input)).id;
    } catch (err) {
      if (!(err instanceof DomainError) || err.key !== 'ieo_pair_listed') throw err;
      const existing = this.d.market
        .listPairs()
        .find((x) => x.baseId === input.baseId && x.quoteId === input.quoteId);
      if (!existing) throw err;
      return existing.id;
    }
  }

  private async locked(tx: Tx, id: number): Promise<repo.IeoProjectRow> {
    const row = await repo.lockProject(tx, id);
    if (!row) throw refuse('earn_product_unavailable', {}, 'id');
    return row;
  }

  private async audited(
    tx: Tx,
    audit: IeoAudit | undefined,
    before: repo.IeoProjectRow | null,
    after: repo.IeoProjectRow,
    known?: ProjectNames,
  ): Promise<OpsIeoProject> {
    const names = known ?? (await this.d.assets.names(after));
    const now = this.now();
    return auditChange(
      tx,
      audit,
      (r: repo.IeoProjectRow | null) => (r ? opsProjectView(r, names, now) : null),
      {
        before,
        after,
      },
    ) as Promise<OpsIeoProject>;
  }

  /** The terms as stored, checked: consistent amounts and window, a known pay currency that is not a token. */
  private async terms(input: OpsIeoSaveRequest) {
    const invalid = (field: string) => refuse('earn_terms_invalid', {}, field);
    const [price, supply, min, cap] = [input.price, input.amount, input.min, input.user_limit].map(
      (v) => new Decimal(v),
    ) as [Decimal, Decimal, Decimal, Decimal];
    if (price.decimalPlaces() > EARN_PRICE_DECIMALS) throw invalid('price');
    for (const [v, field] of [
      [supply, 'amount'],
      [min, 'min'],
      [cap, 'user_limit'],
    ] as const)
      if (v.decimalPlaces() > IEO_TOKEN_DECIMALS) throw invalid(field);
    if (min.gt(cap)) throw invalid('min');
    if (min.gt(supply)) throw invalid('min');
    const startAt = new Date(input.start_at);
    const endAt = new Date(input.end_at);
    if (endAt <= startAt) throw invalid('end_at');
    const pay = await this.d.assets.get(input.pay_currency_id);
    if (!pay || !PAY_KINDS.includes(pay.kind)) throw invalid('pay_currency_id');
    return {
      payCurrencyId: pay.id,
      price: price.toFixed(),
      supply: supply.toFixed(),
      minAmount: min.toFixed(),
      userLimit: cap.toFixed(),
      startAt,
      endAt,
      lockDays: input.lock_days,
      marketAt: new Date(endAt.getTime() + input.lock_days * DAY_MS),
    };
  }
}

type Terms = Awaited<ReturnType<IeoOpsService['terms']>>;

function texts(input: OpsIeoSaveRequest) {
  return { texts: input.texts, logo: input.logo, whiteBook: input.white_book, link: input.link };
}

function termsChanged(row: repo.IeoProjectRow, t: Terms): boolean {
  const eq = (a: string, b: string) => new Decimal(a).eq(b);
  return !(
    row.payCurrencyId === t.payCurrencyId &&
    eq(row.price, t.price) &&
    eq(row.supply, t.supply) &&
    eq(row.minAmount, t.minAmount) &&
    eq(row.userLimit, t.userLimit) &&
    row.startAt.getTime() === t.startAt.getTime() &&
    row.endAt.getTime() === t.endAt.getTime() &&
    row.lockDays === t.lockDays
  );
}
