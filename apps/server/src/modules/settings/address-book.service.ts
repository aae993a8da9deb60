import { ADDRESS_REUSE_ADVICE_MAX, type PageQuery, refuse } from '@meridian/contract';
import {
  ADDRESS_BOOK_MAX,
  type WalletAddressItem,
  type WalletListResponse,
  type WalletSaveRequest,
} from '@meridian/contract/settings';
import { CURRENCY_ID, inferNetwork, isValidAddress } from '@meridian/contract/wallet';
import { type Db, type DbOrTx, sqlState, UNIQUE_VIOLATION } from '../../platform/db';
import { lockUser } from '../../platform/db/user-lock';
import type { AuthedContext } from '../../platform/http/route';
import { translate } from '../../platform/i18n';
import * as repo from './address-book.repo';
import type { UploadedImages } from '../../platform/uploaded-images';
import type { WithdrawalAddressRow } from './user-settings.schema';
import type { SettingsGuards } from './guards.hooks';

const CURRENCY_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(CURRENCY_ID).map(([name, id]) => [id, name]),
);

/** What the address book needs to know of the currency catalogue (the wallet module answers it). */
export interface WithdrawableCurrencies {
  isWithdrawable(currencyId: number): boolean;
}

export interface AddressBookServiceDeps {
  db: Db;
  images: UploadedImages;
  currencies: WithdrawableCurrencies;
  /** The destination guard port, called in the save's transaction. */
  guards: SettingsGuards;
}

/** Withdrawal address book (wallet address, rules). Each user sees and edits only their own rows. */
export class AddressBookService {
  constructor(private readonly d: AddressBookServiceDeps) {}

  /** POST /user/wallet/save — create, or edit one of the caller's rows by id. */
  async save(input: WalletSaveRequest, ctx: AuthedContext): Promise<WalletAddressItem> {
    const userId = ctx.session.userId;
    // An address only for a currency that exists and can leave the platform.
    if (!this.d.currencies.isWithdrawable(input.currency)) throw refuse('currency_invalid', {}, 'currency');
    if (!isValidAddress(input.currency, input.network, input.address))
      throw refuse('address_format', {}, 'address');
    const qrcode = await this.d.images.use(input.qrcode, ctx, 'qrcode');
    const fields: repo.AddressFields = {
      currency: input.currency,
      network: inferNetwork(input.currency, input.network, input.address),
      name: input.name,
      address: input.address,
      qrcode,
    };
    try {
      const row = await this.d.db.transaction(async (tx) => {
        const written = await this.write(tx, userId, input.id, fields);
        await this.d.guards.destinationAdded.current?.added(tx, {
          session: ctx.session,
          stepUp: input.step_up,
          destination: { kind: 'address', name: written.name, savedAt: written.updatedAt },
        });
        return written;
      });
      return toItem(row);
    } catch (err) {
      if (sqlState(err) === UNIQUE_VIOLATION) throw refuse('address_duplicate', {}, 'address');
      throw err;
    }
  }

  /** GET /user/wallet/list */
  async list(
    input: PageQuery & { currency?: number | undefined },
    ctx: AuthedContext,
  ): Promise<WalletListResponse> {
    const { rows, total } = await repo.listOwn(this.d.db, ctx.session.userId, input);
    return { data: rows.map(toItem), page: input.page, limit: input.limit, total };
  }

  /** POST /user/wallet/del */
  async remove(id: number, ctx: AuthedContext): Promise<string> {
    if (!(await repo.deleteOwn(this.d.db, ctx.session.userId, id)))
      throw refuse('address_not_found', {}, 'id');
    return translate('delete_success', ctx.lang);
  }

  /** For withdrawals: the caller's own saved address, or address_not_found. */
  async getOwn(userId: number, id: number, db: DbOrTx = this.d.db): Promise<WalletAddressItem> {
    const row = await repo.findOwn(db, userId, id);
    if (!row) throw refuse('address_not_found', {}, 'id');
    return toItem(row);
  }

  /** For withdrawals: counts one use of the address, inside the withdrawal's transaction. */
  async recordUse(userId: number, id: number, db: DbOrTx = this.d.db): Promise<number> {
    const n = await repo.incrementReceiveCount(db, userId, id);
    if (n === undefined) throw refuse('address_not_found', {}, 'id');
    return n;
  }

  private async write(
    tx: DbOrTx,
    userId: number,
    id: number | undefined,
    fields: repo.AddressFields,
  ): Promise<WithdrawalAddressRow> {
    if (id !== undefined) {
      const row = await repo.updateOwn(tx, userId, id, fields);
      if (!row) throw refuse('address_not_found', {}, 'id');
      return row;
    }
    await lockUser(tx, userId);
    if ((await repo.countOwn(tx, userId)) >= ADDRESS_BOOK_MAX)
      throw refuse('address_book_full', { max: ADDRESS_BOOK_MAX });
    return repo.insertAddress(tx, userId, fields);
  }
}

export function toItem(row: WithdrawalAddressRow): WalletAddressItem {
  return {
    id: row.id,
    currency: row.currency,
    currency_name: CURRENCY_NAMES[row.currency] ?? '',
    network: row.network,
    name: row.name,
    address: row.address,
    qrcode: row.qrcode,
    receive_count: row.receiveCount,
    address_reuse_advice: row.receiveCount >= ADDRESS_REUSE_ADVICE_MAX,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
