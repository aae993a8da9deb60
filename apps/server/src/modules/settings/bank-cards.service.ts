import {
  normalDomesticCard,
  normalInternationalCard,
  type CashSaveInternationalRequest,
  type CashSaveRequest,
  type DomesticCard,
  type InternationalCard,
} from '@meridian/contract/settings';
import { cardFiat } from '@meridian/contract/wallet';
import type { Db, DbOrTx, Tx } from '../../platform/db';
import type { AuthSession } from '../../platform/http/route';
import * as repo from './bank-cards.repo';
import type { SettingsGuards, SavedDestination } from './guards.hooks';
import type { BankCardInternationalRow, BankCardRow } from './user-settings.schema';

/**
 * Bank cards: one domestic and one international card per user; saving replaces. The contract
 * checks the fields the card's payout rail requires; the card is stored normalised, with the fields its rail
 * does not use emptied, and read back with the fiat it is paid in. Cards are read back in full, and only ever by their owner: every
 * call takes the user id from the session, never from the request.
 */
export class BankCardsService {
  constructor(
    private readonly db: Db,
    private readonly guards: SettingsGuards,
  ) {}

  /** POST /user/cash_save — the destination guard runs in the save's transaction. */
  async saveDomestic(session: AuthSession, input: CashSaveRequest): Promise<DomesticCard> {
    const card = normalDomesticCard(input);
    const fields = {
      rail: card.rail,
      realName: card.real_name,
      bankName: card.bank_name,
      bankAccount: card.bank_account,
      swiftCode: card.swift_code,
      abaNumber: card.aba_number,
      bankDizhi: card.bank_dizhi,
      alipayAccount: card.alipay_account,
      wechatAccount: card.wechat_account,
      wechatNickname: card.wechat_nickname,
      province: card.province,
      city: card.city,
      branch: card.branch,
    };
    const row = await this.guarded(session, input.step_up, 'bank_card', (tx) =>
      repo.upsertDomestic(tx, session.userId, fields),
    );
    return toDomestic(row);
  }

  /** POST /user/cash_info — null when none is saved. Also used by withdrawals to a card. */
  async domestic(userId: number, db: DbOrTx = this.db): Promise<DomesticCard | null> {
    const row = await repo.findDomestic(db, userId);
    return row ? toDomestic(row) : null;
  }

  /** POST /user/cash_save_international — the destination guard runs in the save's transaction. */
  async saveInternational(
    session: AuthSession,
    input: CashSaveInternationalRequest,
  ): Promise<InternationalCard> {
    const card = normalInternationalCard(input);
    const fields = {
      rail: card.rail,
      abaNumber: card.aba_number,
      realName: card.real_name,
      cardNumber: card.card_number,
      bankAddress: card.bank_address,
      bankName: card.bank_name,
      bankNetwork: card.bank_network,
      swiftCode: card.swift_code,
      phone: card.phone,
      cardholderAddress: card.cardholder_address,
    };
    const row = await this.guarded(session, input.step_up, 'bank_card_international', (tx) =>
      repo.upsertInternational(tx, session.userId, fields),
    );
    return toInternational(row);
  }

  /** POST /user/cash_info_international — null when none is saved. */
  async international(userId: number, db: DbOrTx = this.db): Promise<InternationalCard | null> {
    const row = await repo.findInternational(db, userId);
    return row ? toInternational(row) : null;
  }

  /** Saves a card and runs the destination guard on it, in one transaction. */
  private guarded<Row extends { bankName: string; updatedAt: Date }>(
    session: AuthSession,
    stepUp: string | undefined,
    kind: SavedDestination['kind'],
    save: (tx: Tx) => Promise<Row>,
  ): Promise<Row> {
    return this.db.transaction(async (tx) => {
      const saved = await save(tx);
      const destination = { kind, name: saved.bankName, savedAt: saved.updatedAt };
      await this.guards.destinationAdded.current?.added(tx, { session, stepUp, destination });
      return saved;
    });
  }
}

/** A stored rail (only ever written from the contract's enums) as its card's type. */
const domesticRail = (v: string): DomesticCard['rail'] => (v === 'iban' || v === 'us' ? v : 'cn');
const internationalRail = (v: string): InternationalCard['rail'] =>
  v === 'iban' || v === 'us' ? v : 'swift';

function toDomestic(row: BankCardRow): DomesticCard {
  const rail = domesticRail(row.rail);
  return {
    rail,
    real_name: row.realName,
    bank_name: row.bankName,
    bank_account: row.bankAccount,
    swift_code: row.swiftCode,
    aba_number: row.abaNumber,
    bank_dizhi: row.bankDizhi,
    alipay_account: row.alipayAccount,
    wechat_account: row.wechatAccount,
    wechat_nickname: row.wechatNickname,
    province: row.province,
    city: row.city,
    branch: row.branch,
    currency_code: cardFiat(rail, row.bankAccount),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toInternational(row: BankCardInternationalRow): InternationalCard {
  const rail = internationalRail(row.rail);
  return {
    rail,
    aba_number: row.abaNumber,
    real_name: row.realName,
    card_number: row.cardNumber,
    bank_address: row.bankAddress,
    bank_name: row.bankName,
    bank_network: row.bankNetwork,
    swift_code: row.swiftCode,
    phone: row.phone,
    cardholder_address: row.cardholderAddress,
    currency_code: cardFiat(rail, row.cardNumber),
    updated_at: row.updatedAt.toISOString(),
  };
}
