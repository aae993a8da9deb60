import { Decimal, type ChargeReqRequest, type DepositRecord, type Paginated } from '@meridian/contract';
import type { Db } from '../../platform/db';
import { fail } from '../../platform/http/app-error';
import type { AuthedContext } from '../../platform/http/route';
import type { Ledger } from '../ledger/ledger.service';
import type { MarketService } from '../market/market.service';
import type { UploadedImages } from '../settings/uploaded-image';
import { assetOf, precisionOf, rulesOf } from './currencies';
import * as repo from './funds.repo';

/**
 * Deposits (spec §7 `wallet/charge_req`): the user claims an amount with an uploaded payment voucher; it stays
 * pending until an operator approves it (the ledger credits the spot account from deposits clearing) or
 * rejects it with a reason the user sees. Deposit addresses are the platform's, set by operators.
 */
export class DepositsService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly market: MarketService,
    private readonly images: UploadedImages,
  ) {}

  async addresses(currencyId: number, network?: string) {
    const asset = this.asset(currencyId);
    if (!rulesOf(asset).depositEnabled) throw fail('currency_not_available', {}, 'currency');
    const rows = await repo.addressesOf(this.db, asset.id, network);
    if (rows.length === 0) throw fail('no_deposit_address', {}, 'currency');
    return rows.map((r) => ({ currency: r.currencyId, network: r.network, address: r.address }));
  }

  /** Operator: the platform's deposit address of a currency on a network. */
  async setAddress(currencyId: number, network: string, address: string): Promise<void> {
    const asset = this.asset(currencyId);
    if (!rulesOf(asset).networks.includes(network)) throw fail('parameter_error', {}, 'network');
    await repo.upsertAddress(this.db, asset.id, network, address.trim());
  }

  async request(input: ChargeReqRequest, ctx: AuthedContext): Promise<DepositRecord> {
    const asset = this.asset(input.currency);
    const rules = rulesOf(asset);
    if (!rules.depositEnabled) throw fail('currency_not_available', {}, 'currency');
    if (input.network && !rules.networks.includes(input.network))
      throw fail('parameter_error', {}, 'network');
    const amount = new Decimal(input.amount);
    if (amount.decimalPlaces() > precisionOf(asset)) throw fail('parameter_error', {}, 'amount');
    const voucher = await this.images.assertOwnUpload(input.voucher, ctx.req, 'voucher');
    const row = await repo.insertDeposit(this.db, {
      userId: ctx.session.userId,
      currencyId: asset.id,
      network: input.network,
      amount: amount.toFixed(),
      account: input.account,
      voucher,
    });
    return this.toRecord(row);
  }

  async log(userId: number, page: number, limit: number): Promise<Paginated<DepositRecord>> {
    const { rows, total } = await repo.depositsOf(this.db, userId, limit, (page - 1) * limit);
    return { data: rows.map((r) => this.toRecord(r)), page, limit, total };
  }

  /** Operator: credit it. One ledger entry from deposits clearing to the user's spot account. */
  async approve(id: number, operatorId: number): Promise<DepositRecord> {
    const row = await this.db.transaction(async (tx) => {
      const d = await repo.lockPendingDeposit(tx, id);
      if (!d) throw fail('request_not_pending');
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
            { account: { userId: d.userId, currencyId: d.currencyId, type: 2 }, amount: d.amount },
          ],
        },
      ]);
      return repo.reviewDeposit(tx, id, { status: 'approved', operatorId, entryId: entryId ?? null });
    });
    return this.toRecord(row);
  }

  async reject(id: number, operatorId: number, reason: string): Promise<DepositRecord> {
    const row = await this.db.transaction(async (tx) => {
      if (!(await repo.lockPendingDeposit(tx, id))) throw fail('request_not_pending');
      return repo.reviewDeposit(tx, id, { status: 'rejected', operatorId, reason: reason.slice(0, 500) });
    });
    return this.toRecord(row);
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
