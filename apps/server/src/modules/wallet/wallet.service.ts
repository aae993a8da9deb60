import { Decimal, type FiatCode, type Paginated, refuse, ACCOUNT_TYPE } from '@meridian/contract';
import {
  ACCOUNT_FIELDS,
  isLedgerEntryKind,
  statementLabelOf,
  type AccountField,
  type AccountLogRecord,
  type AccountWallet,
  type LedgerEntryKind,
  type RateCurrency,
  type StatementWithdrawal,
  type TransferRecord,
  type WalletBalances,
  type WalletChangeRequest,
  type WalletRow,
} from '@meridian/contract/wallet';
import type { Db } from '../../platform/db';
import type { FiatService } from '../fiat';
import { type AccountBalance, type Ledger, type UserAccountType, balanceIn } from '../ledger';
import { type MarketService, precisionOf } from '../market';
import { ALWAYS_LISTED, assetOf } from './currencies';
import * as funds from './funds.repo';

const TYPE_OF: Record<AccountField, UserAccountType> = ACCOUNT_TYPE;
const FIELD_OF = (type: number): AccountField => ACCOUNT_FIELDS[type - 1] ?? 'change';

/** The journal only holds listed kinds (Ledger.post refuses others): a stray one is a bug, not a label. */
function entryKind(kind: string): LedgerEntryKind {
  if (!isLedgerEntryKind(kind)) throw new Error(`ledger entry kind ${kind} is not in LEDGER_ENTRY_KINDS`);
  return kind;
}

/** A rule that can refuse a transfer out of an account (e.g. futures with open positions). */
export type TransferGuard = (userId: number, from: AccountField) => Promise<void>;

export interface WalletServiceDeps {
  db: Db;
  ledger: Ledger;
  market: MarketService;
  fiat: FiatService;
}

/**
 * The user's wallets: balances of the four accounts valued in USDT (market feed) and in the chosen fiat,
 * transfers between accounts (through the ledger), and statements. No balance changes here except through
 * Ledger.post.
 */
export class WalletService {
  private readonly guards: TransferGuard[] = [];

  constructor(private readonly d: WalletServiceDeps) {}

  addTransferGuard(guard: TransferGuard): void {
    this.guards.push(guard);
  }

  async balances(userId: number, fiatCode: FiatCode): Promise<WalletBalances> {
    const rows = await this.d.ledger.balances(this.d.db, userId);
    const rate = await this.fiatRate(fiatCode);
    const wallets = Object.fromEntries(
      ACCOUNT_FIELDS.map((field) => [
        `${field}_wallet`,
        this.accountWallet(
          rows.filter((r) => r.accountType === TYPE_OF[field]),
          rate,
        ),
      ]),
    ) as Record<`${AccountField}_wallet`, AccountWallet>;
    const totalUsdt = ACCOUNT_FIELDS.reduce(
      (s, f) => s.plus(wallets[`${f}_wallet`].usdt_totle),
      new Decimal(0),
    );
    return {
      ...wallets,
      total_usdt: totalUsdt.toFixed(2),
      total_fiat: totalUsdt.mul(rate).toFixed(2),
      fiat: { code: fiatCode, rate: rate.toFixed() },
    };
  }

  async detail(userId: number, currencyId: number, field: AccountField) {
    const asset = this.asset(currencyId);
    const rows = await this.d.ledger.balances(this.d.db, userId);
    const row = balanceIn(rows, field, currencyId);
    return { ...this.row(asset.id, row, new Decimal(1)), type: field };
  }

  /** POST /wallet/change — one ledger entry moving `number` between two of the user's accounts. */
  async transfer(userId: number, input: WalletChangeRequest) {
    const asset = this.asset(input.currency_id);
    const amount = new Decimal(input.number);
    if (amount.decimalPlaces() > precisionOf(asset)) throw refuse('parameter_error', {}, 'number');
    for (const guard of this.guards) await guard(userId, input.from_field);
    const [id] = await this.d.db.transaction((tx) =>
      this.d.ledger.post(tx, [
        {
          kind: 'transfer',
          refType: 'transfer',
          memo: `${input.from_field}->${input.to_field}`,
          lines: [
            {
              account: { userId, currencyId: asset.id, type: TYPE_OF[input.from_field] },
              amount: amount.neg(),
            },
            { account: { userId, currencyId: asset.id, type: TYPE_OF[input.to_field] }, amount },
          ],
        },
      ]),
    );
    return {
      id: id!,
      from: await this.detail(userId, asset.id, input.from_field),
      to: await this.detail(userId, asset.id, input.to_field),
    };
  }

  async transferHistory(userId: number, page: number, limit: number): Promise<Paginated<TransferRecord>> {
    const { rows, total } = await this.d.ledger.transfersOfUser(this.d.db, userId, limit, (page - 1) * limit);
    return {
      data: rows.map((r) => ({
        id: r.id,
        created_time: r.createdAt.toISOString(),
        currency: r.currencyId,
        currency_name: this.asset(r.currencyId).symbol,
        value: this.amount(r.currencyId, r.amount),
        from_field: FIELD_OF(r.fromType),
        to_field: FIELD_OF(r.toType),
      })),
      page,
      limit,
      total,
    };
  }

  async accountLog(
    userId: number,
    filter: { currency?: number | undefined; type?: number | undefined },
    page: number,
    limit: number,
  ): Promise<Paginated<AccountLogRecord>> {
    const { rows, total } = await this.d.ledger.availableChangesOfUser(
      this.d.db,
      userId,
      { currencyId: filter.currency || undefined, accountType: filter.type },
      limit,
      (page - 1) * limit,
    );
    const withdrawalIds = rows.filter((r) => r.refType === 'withdrawal').map((r) => Number(r.refId));
    const withdrawals = new Map(
      (await funds.withdrawalsByIds(this.d.db, userId, withdrawalIds)).map((w) => [String(w.id), w]),
    );
    return {
      data: rows.map((r) => {
        const w = r.refType === 'withdrawal' ? withdrawals.get(r.refId) : undefined;
        return {
          id: r.id,
          created_time: r.createdAt.toISOString(),
          currency: r.currencyId,
          currency_name: this.asset(r.currencyId).symbol,
          type: r.accountType,
          info: entryKind(r.kind),
          ref_type: r.refType,
          // One fill entry pays both sides and references the payer's order: the other side must not see it.
          ref_id: r.kind === 'spot_fill' ? '' : r.refId,
          label: statementLabelOf(r.kind, r.refType),
          bucket: r.bucket,
          value: this.amount(r.currencyId, r.amount),
          before: this.amount(r.currencyId, new Decimal(r.after).minus(r.amount).toFixed()),
          after: this.amount(r.currencyId, r.after),
          withdrawal: w
            ? {
                id: w.id,
                number: this.amount(w.currencyId, w.amount),
                fee: this.amount(w.currencyId, w.fee),
                real_number: this.amount(w.currencyId, new Decimal(w.amount).minus(w.fee).toFixed()),
                status: w.status as StatementWithdrawal['status'],
              }
            : null,
        };
      }),
      page,
      limit,
      total,
    };
  }

  private accountWallet(rows: AccountBalance[], rate: Decimal): AccountWallet {
    const ids = new Set(rows.map((r) => r.currencyId));
    for (const symbol of ALWAYS_LISTED) {
      const a = this.d.market.listAssets().find((x) => x.symbol === symbol);
      if (a) ids.add(a.id);
    }
    const balance = [...ids]
      .sort((a, b) => a - b)
      .map((id) =>
        this.row(
          id,
          rows.find((r) => r.currencyId === id),
          rate,
        ),
      );
    const usdt = balance.reduce((s, r) => s.plus(r.usdt_value), new Decimal(0));
    return { balance, usdt_totle: usdt.toFixed(2), fiat_totle: usdt.mul(rate).toFixed(2) };
  }

  /** wallet/getRateCurrency: the feed's USDT price valued in `fiatCode` and in CNY (the original's `rmb`). */
  async rateOf(currencyId: number, fiatCode: FiatCode): Promise<RateCurrency> {
    const asset = this.asset(currencyId);
    const price = new Decimal(this.d.market.usdtPrice(currencyId));
    const [rate, cny] = await Promise.all([this.fiatRate(fiatCode), this.fiatRate('CNY')]);
    return {
      id: asset.id,
      name: asset.symbol,
      usdt_price: price.toFixed(),
      fiat: fiatCode,
      fiat_price: price.mul(rate).toFixed(2, Decimal.ROUND_DOWN),
      rmb: price.mul(cny).toFixed(2, Decimal.ROUND_DOWN),
    };
  }

  private row(currencyId: number, balance: AccountBalance | undefined, rate: Decimal): WalletRow {
    const asset = this.asset(currencyId);
    const available = new Decimal(balance?.available ?? 0);
    const frozen = new Decimal(balance?.frozen ?? 0);
    const price = new Decimal(this.d.market.usdtPrice(currencyId));
    const value = available.plus(frozen).mul(price);
    return {
      currency: asset.id,
      currency_name: asset.symbol,
      precision: precisionOf(asset),
      available: available.toFixed(precisionOf(asset)),
      frozen: frozen.toFixed(precisionOf(asset)),
      usdt_price: price.toFixed(),
      usdt_value: value.toFixed(2, Decimal.ROUND_DOWN),
      fiat_value: value.mul(rate).toFixed(2, Decimal.ROUND_DOWN),
    };
  }

  private amount(currencyId: number, value: string): string {
    return new Decimal(value).toFixed(precisionOf(this.asset(currencyId)));
  }

  private asset(currencyId: number) {
    return assetOf(this.d.market, currencyId, 'parameter_error');
  }

  private async fiatRate(code: FiatCode): Promise<Decimal> {
    const rates = await this.d.fiat.rates();
    return new Decimal(rates.rates.find((r) => r.currency_code === code)?.rate ?? 1);
  }
}
