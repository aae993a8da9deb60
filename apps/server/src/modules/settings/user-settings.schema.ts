import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema';

/** Tables of the user-settings part of this module: withdrawal address book and bank cards. */

export const withdrawalAddresses = pgTable(
  'withdrawal_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: integer('currency').notNull(),
    network: text('network').notNull().default(''),
    name: text('name').notNull(),
    address: text('address').notNull(),
    qrcode: text('qrcode').notNull(),
    /** Withdrawals sent to this address (advice from 5 on). */
    receiveCount: integer('receive_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawal_addresses_user_addr_uq').on(t.userId, t.currency, t.network, t.address),
    index('withdrawal_addresses_user_idx').on(t.userId, t.id),
    check('withdrawal_addresses_currency_pos', sql`${t.currency} > 0`),
    check('withdrawal_addresses_receive_count_nonneg', sql`${t.receiveCount} >= 0`),
  ],
);

/** The domestic card: one per user (user_id is the key; saving replaces it). */
export const bankCards = pgTable('bank_cards', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The payout rail (cn, iban, us): which fields are filled; cards saved before rails are Chinese. */
  rail: text('rail').notNull().default('cn'),
  realName: text('real_name').notNull(),
  bankName: text('bank_name').notNull(),
  bankAccount: text('bank_account').notNull(),
  /** BIC of the IBAN rail, ABA routing number of the US rail ('' otherwise). */
  swiftCode: text('swift_code').notNull().default(''),
  abaNumber: text('aba_number').notNull().default(''),
  bankDizhi: text('bank_dizhi').notNull(),
  alipayAccount: text('alipay_account').notNull(),
  wechatAccount: text('wechat_account').notNull(),
  wechatNickname: text('wechat_nickname').notNull(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  branch: text('branch').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The international card: one per user. */
export const bankCardsInternational = pgTable('bank_cards_international', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The payout rail (iban, us, swift); cards saved before rails had every field, so they are SWIFT wires. */
  rail: text('rail').notNull().default('swift'),
  abaNumber: text('aba_number').notNull(),
  realName: text('real_name').notNull(),
  cardNumber: text('card_number').notNull(),
  bankAddress: text('bank_address').notNull(),
  bankName: text('bank_name').notNull(),
  bankNetwork: text('bank_network').notNull(),
  swiftCode: text('swift_code').notNull(),
  phone: text('phone').notNull(),
  cardholderAddress: text('cardholder_address').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type WithdrawalAddressRow = typeof withdrawalAddresses.$inferSelect;
export type BankCardRow = typeof bankCards.$inferSelect;
export type BankCardInternationalRow = typeof bankCardsInternational.$inferSelect;
