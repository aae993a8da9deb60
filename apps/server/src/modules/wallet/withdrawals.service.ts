import { Decimal, KYC_LIMITS, type Paginated, type FiatCode, refuse, ACCOUNT_TYPE } from '@meridian/contract';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import {
  bankPayout,
  type RequestState,
  type WalletOutRequest,
  type WithdrawInfo,
  type WithdrawalRecord,
} from '@meridian/contract/wallet';
import { auditChange, type AuditHook } from '../../platform/audit-hook';
import type { Db } from '../../platform/db';
import { domainEvents } from '../../platform/domain-events';
import { lockUser } from '../../platform/db/user-lock';
import type { AuthSession } from '../../platform/http/route';
import type { ProfileService } from '../account';
import type { FiatService } from '../fiat';
import type { KycService } from '../kyc';
import { type Ledger, balanceIn } from '../ledger';
import { type MarketService, precisionOf } from '../market';
import type { Notifier } from '../notifications';
import type { AddressBookService, BankCardsService } from '../settings';
import { assetOf, rulesOf } from './currencies';
import type { WalletGuards, WithdrawalDestination } from './guards.hooks';
import * as repo from './funds.repo';

/** A withdrawal as operators see it: the user's record plus whose it is. */
export type ReviewedWithdrawal = WithdrawalRecord & { user_id: number };

export interface WithdrawalDeps {
  db: Db;
  ledger: Ledger;
  market: MarketService;
  kyc: KycService;
  profile: ProfileService;
  addressBook: AddressBookService;
  bankCards: BankCardsService;
  /** Display rates of the fiats: a card withdrawal's payout is fixed with them when requested. */
  fiat: FiatService;
  /** `withdrawal_paid` / `withdrawal_rejected`, written in the review's transaction. */
  notifier: Notifier;
  /** The withdrawal guard port, called in the request's transaction. */
  guards: WalletGuards;
}

/**
 * Withdrawals (`wallet/out`): identity required (998), pay password verified, minimum and fee
 * from the server, the 24 h limit of the user's verification level (Lv1 200 BTC, Lv2 500 BTC, valued at the
 * feed's prices); the amount is held in the spot account until an operator pays it (posted: net amount to
 * withdrawals clearing, fee to fees) or rejects it (released).
 */
export class WithdrawalsService {
  constructor(private readonly d: WithdrawalDeps) {}

  async info(userId: number, currencyId: number): Promise<WithdrawInfo> {
    const asset = this.asset(currencyId);
    const rules = rulesOf(asset);
    const spot = balanceIn(await this.d.ledger.balances(this.d.db, userId), 'change', asset.id);
    return {
      currency: asset.id,
      name: asset.symbol,
      precision: precisionOf(asset),
      min_number: rules.withdrawMin,
      rate: rules.withdrawFee,
      networks: rules.networks,
      change_balance: new Decimal(spot?.available ?? 0).toFixed(precisionOf(asset)),
      withdraw_enabled: rules.withdrawEnabled,
      deposit_enabled: rules.depositEnabled,
    };
  }

  async request(session: AuthSession, input: WalletOutRequest): Promise<WithdrawalRecord> {
    const userId = session.userId;
    const asset = this.asset(input.currency);
    const rules = rulesOf(asset);
    if (!rules.withdrawEnabled) throw refuse('currency_not_available', {}, 'currency');
    const amount = new Decimal(input.number);
    if (amount.decimalPlaces() > precisionOf(asset)) throw refuse('parameter_error', {}, 'number');
    if (amount.lt(rules.withdrawMin))
      throw refuse('withdraw_below_minimum', { min: `${rules.withdrawMin} ${asset.symbol}` }, 'number');
    await this.d.kyc.requireIdentity(userId, 1);
    const destination = await this.destination(userId, input);
    await this.d.profile.verifyPayPassword(userId, input.pay_password);
    const payout = destination.fiat
      ? await this.payout(asset.id, amount.minus(rules.withdrawFee), destination.fiat)
      : null;
    const limitBtc =
      (await this.d.kyc.level(userId)) >= 2
        ? KYC_LIMITS.lv2.withdrawBtcPer24h
        : KYC_LIMITS.lv1.withdrawBtcPer24h;

    const row = await this.d.db.transaction(async (tx) => {
      // the 24 h limit is summed under the user's lock, in the transaction that inserts and holds
      await lockUser(tx, userId);
      await this.d.guards.withdrawal.current?.check(tx, {
        session,
        stepUp: input.step_up,
        destination: destination.guarded,
      });
      const earlier = await repo.withdrawnLastDay(tx, userId);
      const usedBtc = earlier.reduce((s, e) => s.plus(this.inBtc(e.currencyId, e.amount)), new Decimal(0));
      if (usedBtc.plus(this.inBtc(asset.id, amount)).gt(limitBtc))
        throw refuse('withdraw_limit_exceeded', { limit: limitBtc }, 'number');
      const created = await repo.insertWithdrawal(tx, {
        userId,
        currencyId: asset.id,
        amount: amount.toFixed(),
        fee: rules.withdrawFee,
        destinationType: input.type,
        destination: destination.text,
        ...(payout ?? {}),
      });
      const holdId = await this.d.ledger.hold(
        tx,
        { userId, currencyId: asset.id, type: ACCOUNT_TYPE.change },
        amount,
        {
          type: 'withdrawal',
          id: String(created.id),
        },
      );
      if (destination.addressId !== undefined)
        await this.d.addressBook.recordUse(userId, destination.addressId, tx);
      return repo.setWithdrawalHold(tx, created.id, holdId);
    });
    return this.toRecord(row);
  }

  async list(userId: number, page: number, limit: number): Promise<Paginated<WithdrawalRecord>> {
    const { rows, total } = await repo.withdrawalsOf(this.d.db, userId, limit, (page - 1) * limit);
    return { data: rows.map((r) => this.toRecord(r)), page, limit, total };
  }

  /** Operator queue: every user's withdrawals in one state (pending oldest first). */
  async listForReview(opts: {
    status: RequestState;
    page: number;
    limit: number;
  }): Promise<Paginated<ReviewedWithdrawal>> {
    const { page, limit } = opts;
    const { rows, total } = await repo.withdrawalsByStatus(this.d.db, opts.status, limit, (page - 1) * limit);
    return { data: rows.map((r) => this.toReviewed(r)), page, limit, total };
  }

  /**
   * Operator: pay it. The held amount leaves the user: net to withdrawals clearing, fee to fees; the durable
   * `wallet.withdrawal_paid` event is recorded. `audit` runs in the same transaction with the withdrawal before
   * and after.
   */
  async approve(
    id: number,
    operatorId: number,
    audit?: AuditHook<ReviewedWithdrawal>,
  ): Promise<ReviewedWithdrawal> {
    return this.d.db.transaction(async (tx) => {
      const w = await repo.lockPendingWithdrawal(tx, id);
      if (!w?.holdId) throw refuse('request_not_pending');
      const net = new Decimal(w.amount).minus(w.fee);
      await this.d.ledger.postHold(
        tx,
        w.holdId,
        [
          { account: { house: 'withdrawals_clearing', currencyId: w.currencyId }, amount: net },
          { account: { house: 'fees', currencyId: w.currencyId }, amount: w.fee },
        ],
        'withdrawal',
      );
      const row = await repo.reviewWithdrawal(tx, id, { status: 'approved', operatorId });
      const paid = this.toRecord(row);
      await domainEvents.record(tx, 'wallet.withdrawal_paid', {
        withdrawalId: w.id,
        userId: w.userId,
        currencyId: w.currencyId,
        amount: new Decimal(w.amount).toFixed(),
        fee: new Decimal(w.fee).toFixed(),
        net: net.toFixed(),
        paidAt: (row.reviewedAt ?? new Date()).toISOString(),
      });
      await this.d.notifier.notify(tx, {
        userId: w.userId,
        key: 'withdrawal_paid',
        params: { amount: paid.number, fee: paid.fee, currency: paid.currency_name },
        link: NOTIFICATION_LINKS.withdrawalRecords,
        ref: `withdrawal:${w.id}`,
      });
      return auditChange(tx, audit, (r) => this.toReviewed(r), { before: w, after: row });
    });
  }

  /** Operator: refuse it with a reason the user sees; the held amount returns to available. */
  async reject(
    id: number,
    operatorId: number,
    reason: string,
    audit?: AuditHook<ReviewedWithdrawal>,
  ): Promise<ReviewedWithdrawal> {
    return this.d.db.transaction(async (tx) => {
      const w = await repo.lockPendingWithdrawal(tx, id);
      if (!w?.holdId) throw refuse('request_not_pending');
      await this.d.ledger.releaseHold(tx, w.holdId);
      const row = await repo.reviewWithdrawal(tx, id, {
        status: 'rejected',
        operatorId,
        reason: reason.slice(0, 500),
      });
      const rejected = this.toRecord(row);
      await this.d.notifier.notify(tx, {
        userId: w.userId,
        key: 'withdrawal_rejected',
        params: { amount: rejected.number, currency: rejected.currency_name, reason: rejected.reason },
        link: NOTIFICATION_LINKS.withdrawalRecords,
        ref: `withdrawal:${w.id}`,
      });
      return auditChange(tx, audit, (r) => this.toReviewed(r), { before: w, after: row });
    });
  }

  private toReviewed(r: repo.WithdrawalRow): ReviewedWithdrawal {
    return { ...this.toRecord(r), user_id: r.userId };
  }

  private async destination(
    userId: number,
    input: WalletOutRequest,
  ): Promise<{ text: string; addressId?: number; fiat?: FiatCode; guarded: WithdrawalDestination }> {
    if (input.type === 0) {
      const a = await this.d.addressBook.getOwn(userId, input.address_id ?? 0);
      if (a.currency !== input.currency) throw refuse('destination_missing', {}, 'address_id');
      return {
        text: `${a.network ? `${a.network} ` : ''}${a.address}`,
        addressId: a.id,
        guarded: { kind: 'address', id: a.id, savedAt: new Date(a.updated_at) },
      };
    }
    if (input.type === 1) {
      const card = await this.d.bankCards.domestic(userId);
      if (!card) throw refuse('destination_missing', {}, 'type');
      return {
        text: `${card.bank_name} ${card.bank_account}`,
        fiat: card.currency_code,
        guarded: { kind: 'bank_card', id: null, savedAt: new Date(card.updated_at) },
      };
    }
    const card = await this.d.bankCards.international(userId);
    if (!card) throw refuse('destination_missing', {}, 'type');
    return {
      text: `${card.bank_name} ${card.card_number}`,
      fiat: card.currency_code,
      guarded: { kind: 'bank_card_international', id: null, savedAt: new Date(card.updated_at) },
    };
  }

  /**
   * What a card is paid: the net amount at the feed's USDT price times the fiat's display rate, the rate and
   * amount stored with the withdrawal so the operator pays, and the user sees, what was shown when requested.
   */
  private async payout(currencyId: number, net: Decimal, fiat: FiatCode) {
    const rates = await this.d.fiat.rates();
    const perUsd = rates.rates.find((r) => r.currency_code === fiat)?.rate;
    if (!perUsd) throw new Error(`no display rate for ${fiat}`);
    const { rate, amount } = bankPayout(net, this.d.market.usdtPrice(currencyId), perUsd);
    return { fiatCurrency: fiat, fiatRate: rate, fiatAmount: amount };
  }

  /** Value of an amount in BTC at the feed's prices (both via USDT). */
  private inBtc(currencyId: number, amount: Decimal | string): Decimal {
    const btc = this.d.market.listAssets().find((a) => a.symbol === 'BTC');
    const btcPrice = new Decimal(btc ? this.d.market.usdtPrice(btc.id) : 0);
    if (btcPrice.isZero()) return new Decimal(0);
    return new Decimal(amount).mul(this.d.market.usdtPrice(currencyId)).div(btcPrice);
  }

  private toRecord(r: repo.WithdrawalRow): WithdrawalRecord {
    const asset = this.asset(r.currencyId);
    const digits = precisionOf(asset);
    return {
      id: r.id,
      currency: r.currencyId,
      currency_name: asset.symbol,
      number: new Decimal(r.amount).toFixed(digits),
      fee: new Decimal(r.fee).toFixed(digits),
      real_number: new Decimal(r.amount).minus(r.fee).toFixed(digits),
      type: r.destinationType,
      destination: r.destination,
      fiat_currency: r.fiatCurrency,
      fiat_rate: r.fiatRate === null ? null : new Decimal(r.fiatRate).toFixed(),
      fiat_amount: r.fiatAmount === null ? null : new Decimal(r.fiatAmount).toFixed(2),
      status: r.status as WithdrawalRecord['status'],
      reason: r.reason,
      create_time: r.createdAt.toISOString(),
      reviewed_at: r.reviewedAt?.toISOString() ?? null,
    };
  }

  private asset(currencyId: number) {
    return assetOf(this.d.market, currencyId);
  }
}
