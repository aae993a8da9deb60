import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema';

/**
 * Identity verification submissions: one row per submission, never overwritten by a resubmission.
 * level 1 = text data (id_type, name, card_id), level 2 = document images. status pending → approved | rejected.
 * At most one live (pending or approved) submission per user and level; a document number is live for at most
 * one user (a rejected submission frees it).
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    status: text('status').notNull().default('pending'),
    idType: smallint('id_type'),
    name: text('name').notNull().default(''),
    cardId: text('card_id').notNull().default(''),
    frontPic: text('front_pic').notNull().default(''),
    reversePic: text('reverse_pic').notNull().default(''),
    reason: text('reason').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Operator who reviewed it (operator accounts come with the console). */
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
  },
  (t) => [
    index('kyc_submissions_user_idx').on(t.userId, t.level, t.id),
    index('kyc_submissions_pending_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('kyc_submissions_live_level_uq')
      .on(t.userId, t.level)
      .where(sql`${t.status} IN ('pending', 'approved')`),
    uniqueIndex('kyc_submissions_live_card_uq')
      .on(t.cardId)
      .where(sql`${t.level} = 1 AND ${t.status} IN ('pending', 'approved')`),
    check('kyc_submissions_level', sql`${t.level} IN (1, 2)`),
    check('kyc_submissions_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check(
      'kyc_submissions_data',
      sql`(${t.level} = 1 AND ${t.idType} IN (0, 1, 2) AND ${t.cardId} <> '') OR (${t.level} = 2 AND ${t.frontPic} <> '' AND ${t.reversePic} <> '')`,
    ),
  ],
);

export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;
