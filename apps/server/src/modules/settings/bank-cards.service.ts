import type {
  CashSaveInternationalRequest,
  CashSaveRequest,
  DomesticCard,
  InternationalCard,
} from '@meridian/contract';
import type { Db, DbOrTx } from '../../platform/db';
import * as repo from './bank-cards.repo';
import type { BankCardInternationalRow, BankCardRow } from './user-settings.schema';

/**
 * Bank cards (spec §3): one domestic and one international card per user; saving replaces. All fields are
 * required (validated by the contract). Cards are read back in full, and only ever by their owner: every
 * call takes the user id from the session, never from the request.
 */
export class BankCardsService {
  constructor(private readonly db: Db) {}

  /** POST /user/cash_save */
  async saveDomestic(userId: number, input: CashSaveRequest): Promise<DomesticCard> {
    const row = await repo.upsertDomestic(this.db, userId, {
      realName: input.real_name,
      bankName: input.bank_name,
      bankAccount: input.bank_account,
      bankDizhi: input.bank_dizhi,
      alipayAccount: input.alipay_account,
      wechatAccount: input.wechat_account,
      wechatNickname: input.wechat_nickname,
      province: input.province,
      city: input.city,
      branch: input.branch,
    });
    return toDomestic(row);
  }

  /** POST /user/cash_info — null when none is saved. Also used by withdrawals to a card. */
  async domestic(userId: number, db: DbOrTx = this.db): Promise<DomesticCard | null> {
    const row = await repo.findDomestic(db, userId);
    return row ? toDomestic(row) : null;
  }

  /** POST /user/cash_save_international */
  async saveInternational(userId: number, input: CashSaveInternationalRequest): Promise<InternationalCard> {
    const row = await repo.upsertInternational(this.db, userId, {
      abaNumber: input.aba_number,
      realName: input.real_name,
      cardNumber: input.card_number,
      bankAddress: input.bank_address,
      bankName: input.bank_name,
      bankNetwork: input.bank_network,
      swiftCode: input.swift_code,
      phone: input.phone,
      cardholderAddress: input.cardholder_address,
    });
    return toInternational(row);
  }

  /** POST /user/cash_info_international — null when none is saved. */
  async international(userId: number, db: DbOrTx = this.db): Promise<InternationalCard | null> {
    const row = await repo.findInternational(db, userId);
    return row ? toInternational(row) : null;
  }
}

function toDomestic(row: BankCardRow): DomesticCard {
  return {
    real_name: row.realName,
    bank_name: row.bankName,
    bank_account: row.bankAccount,
    bank_dizhi: row.bankDizhi,
    alipay_account: row.alipayAccount,
    wechat_account: row.wechatAccount,
    wechat_nickname: row.wechatNickname,
    province: row.province,
    city: row.city,
    branch: row.branch,
    updated_at: row.updatedAt.toISOString(),
  };
}

function toInternational(row: BankCardInternationalRow): InternationalCard {
  return {
    aba_number: row.abaNumber,
    real_name: row.realName,
    card_number: row.cardNumber,
    bank_address: row.bankAddress,
    bank_name: row.bankName,
    bank_network: row.bankNetwork,
    swift_code: row.swiftCode,
    phone: row.phone,
    cardholder_address: row.cardholderAddress,
    updated_at: row.updatedAt.toISOString(),
  };
}
