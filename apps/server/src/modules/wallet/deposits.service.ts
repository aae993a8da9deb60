import { Decimal, type Paginated, refuse, ACCOUNT_TYPE } from '@meridian/contract';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import { type OpsDepositAddressItem } from '@meridian/contract/ops';
import {
  type ChargeReqRequest,
  type DepositAddress,
  type DepositRecord,
  type RequestState,
} from '@meridian/contract/wallet';
import { auditChange, type AuditHook } from '../../platform/audit-hook';
import type { Db } from '../../platform/db';
import { domainEvents } from '../../platform/domain-events';
import type { AuthedContext } from '../../platform/http/route';
import type { Ledger } from '../ledger';
import { type MarketService, precisionOf } from '../market';
import type { Notifier } from '../notifications';
import type { UploadedImages } from '../../platform/uploaded-images';
import { assetOf, rulesOf } from './currencies';
import * as repo from './funds.repo';

/** A deposit claim as operators see it: the user's record plus whose it is. */
export type ReviewedDeposit = DepositRecord & { user_id: number };
export interface DepositAddressSetting {
  currency: number;
  network: string;
  address: string;
}
/** Demo content (config DEMO_CONTENT): seeded demo addresses are shown, labelled, only while it is on. */
export interface DepositOptions {
  demoContent: boolean;
}

/**
 * Deposits (`wallet/charge_req`): the user claims an amount with an uploaded payment voucher; it stays
 * pending until an operator approves it (the ledger credits the spot account from deposits clearing) or
 * rejects it with a reason the user sees. Deposit addresses are the platform's, set by operators.
 */
export class DepositsService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly market: MarketService,
    private readonly images: UploadedImages,
    private readonly notifier: Notifier,
    private readonly opts: DepositOptions = { demoContent: false },
  ) {}

  async addresses(currencyId: number, network?: string): Promise<DepositAddress[]> {
    const asset = this.asset(currencyId);
    if (!rulesOf(asset).depositEnabled) throw refuse('currency_not_available', {}, 'currency');
    const rows = await this.visibleAddresses(asset.id, network);
    if (rows.length === 0) throw refuse('no_deposit_address', {}, 'currency');
    return rows;
  }

  /** The addresses users see: operators' always, a demo install's only while demo content is on. */
  async visibleAddresses(currencyId: number, network?: string): Promise<DepositAddress[]> {
    const rows = await repo.addressesOf(this.db, currencyId, network, false, this.opts.demoContent);
    return rows.map((r) => ({
      currency: r.currencyId,
      network: r.network,
      address: r.address,
      demo: r.isDemo,
    }));
  }

  /**
   * Operator: the platform's deposit address of a currency on a network. `audit` runs in the same transaction
   * with the previous setting (null when there was none) and the new one.
   */
  async setAddress(
    currencyId: number,
    network: string,
    address: string,
    audit?: AuditHook<DepositAddressSetting | null>,
    opts: { isDemo?: boolean } = {},
  ): Promise<DepositAddressSetting> {
    const asset = this.asset(currencyId);
    if (!rulesOf(asset).networks.includes(network)) throw refuse('parameter_error', {}, 'network');
    const after = { currency: asset.id, network, address: address.trim() };
    if (opts.isDemo) {
      await repo.insertDemoAddress(this.db, asset.id, network, after.address);
      return after;
    }
    await this.db.transaction(async (tx) => {
      const [old] = await repo.addressesOf(tx, asset.id, network, true);
      await repo.upsertAddress(tx, asset.id, network, after.address);
      await audit?.(tx, old ? { currency: old.currencyId, network, address: old.address } : null, after);
    });
    return after;
  }

  /** Operator: every depositable currency's networks with the configured address ('' = none yet). */
  async addressTable(): Promise<OpsDepositAddressItem[]> {
    const configured = new Map(
      (await repo.allAddresses(this.db)).map((r) => [`${r.currencyId}:${r.network}`, r]),
    );
    return this.market.listAssets().flatMap((asset) => {
      const rules = rulesOf(asset);
      if (!rules.depositEnabled) return [];
      return rules.networks.map((network) => {
        const row = configured.get(`${asset.id}:${network}`);
        return {
          currency: asset.id,
          currency_name: asset.symbol,
          network,
          address: row?.address ?? '',
          demo: row?.isDemo ?? false,
        };
      });
    });
  }

  /** Operator queue: every user's claims in one state (pending oldest first). */
  async listForReview(opts: {
    status: RequestState;
    page: number;
    limit: number;
  }): Promise<Paginated<ReviewedDeposit>> {
    const { page, limit } = opts;
    const { rows, total } = await repo.depositsByStatus(this.db, opts.status, limit, (page - 1) * limit);
    return { data: rows.map((r) => this.toReviewed(r)), page, limit, total };
  }

  async request(input: ChargeReqRequest, ctx: AuthedContext): Promise<DepositRecord> {
    const asset = this.asset(input.currency);
    const rules = rulesOf(asset);
    if (!rules.depositEnabled) throw refuse('currency_not_available', {}, 'currency');
    if (input.network && !rules.networks.includes(input.network))
      throw refuse('parameter_error', {}, 'network');
    const amount = new Decimal(input.amount);
    if (amount.decimalPlaces() > precisionOf(asset)) throw refuse('parameter_error', {}, 'amount');
    const voucher = await this.images.use(input.voucher, ctx, 'voucher');
    // A transaction even for one row: an Idempotency-Key claim fences and marks its request's transactions.
    const row = await this.db.transaction((tx) =>
      repo.insertDeposit(tx, {
        userId: ctx.session.userId,
        currencyId: asset.id,
        network: input.network,
        amount: amount.toFixed(),
        account: input.account,
        voucher,
      }),
    );
    return this.toRecord(row);
  }

  async log(userId: number, page: number, limit: number): Promise<Paginated<DepositRecord>> {
    const { rows, total } = await repo.depositsOf(this.db, userId, limit, (page - 1) * limit);
    return { data: rows.map((r) => this.toRecord(r)), page, limit, total };
  }

  /**
   * Operator: credit it. One ledger entry from deposits clearing to the user's spot account, the durable
   * `wallet.deposit_credited` event and a `deposit_credited` notification, in one transaction; `audit` runs in
   * it with the claim before and after.
   */
  async approve(
    id: number,
    operatorId: number,
    audit?: AuditHook<ReviewedDeposit>,
  ): Promise<ReviewedDeposit> {
    return this.db.transaction(async (tx) => {
      const d = await repo.lockPendingDeposit(tx, id);
      if (!d) throw refuse('request_not_pending');
      const [entryId] = await this.ledger.post(tx, [
        {
          kind: 'deposit',
          refType: 'deposit',
          refId: String(d.id),
          lines: [
            {
              account: { house: 'deposits_clearing', currencyId: d.currencyId },
              amount: new Decimal(d.amount).neg(),
            },
            {
              account: { userId: d.userId, currencyId: d.currencyId, type: ACCOUNT_TYPE.change },
              amount: d.amount,
            },
          ],
        },
      ]);
      const row = await repo.reviewDeposit(tx, id, {
        status: 'approved',
        operatorId,
        entryId: entryId ?? null,
      });
      const credited = this.toRecord(row);
      await domainEvents.record(tx, 'wallet.deposit_credited', {
        depositId: d.id,
        userId: d.userId,
        currencyId: d.currencyId,
        amount: new Decimal(d.amount).toFixed(),
        creditedAt: (row.reviewedAt ?? new Date()).toISOString(),
      });
      await this.notifier.notify(tx, {
        userId: d.userId,
        key: 'deposit_credited',
        params: { amount: credited.amount, currency: credited.currency_name },
        link: NOTIFICATION_LINKS.depositRecords,
        ref: `deposit:${d.id}`,
      });
      return auditChange(tx, audit, (r) => this.toReviewed(r), { before: d, after: row });
    });
  }

  async reject(
    id: number,
    operatorId: number,
    reason: string,
    audit?: AuditHook<ReviewedDeposit>,
  ): Promise<ReviewedDeposit> {
    return this.db.transaction(async (tx) => {
      const d = await repo.lockPendingDeposit(tx, id);
      if (!d) throw refuse('request_not_pending');
      const row = await repo.reviewDeposit(tx, id, {
        status: 'rejected',
        operatorId,
        reason: reason.slice(0, 500),
      });
      return auditChange(tx, audit, (r) => this.toReviewed(r), { before: d, after: row });
    });
  }

  private toReviewed(r: repo.DepositRow): ReviewedDeposit {
    return { ...this.toRecord(r), user_id: r.userId };
  }

  private toRecord(r: repo.DepositRow): DepositRecord {
    const asset = this.asset(r.currencyId);
    return {
      id: r.id,
      currency: r.currencyId,
      currency_name: asset.symbol,
      amount: new Decimal(r.amount).toFixed(precisionOf(asset)),
      network: r.network,
      account: r.account,
      voucher: r.voucher,
      status: r.status as DepositRecord['status'],
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
      reviewed_at: r.reviewedAt?.toISOString() ?? null,
    };
  }

  private asset(currencyId: number) {
    return assetOf(this.market, currencyId);
  }
}
