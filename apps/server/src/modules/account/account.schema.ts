import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Tables owned by the account module: users, their sessions, and verification codes. */

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email'),
    phone: text('phone'),
    areaCode: text('area_code'),
    accountNumber: text('account_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    nickname: text('nickname').notNull().default(''),
    signature: text('signature').notNull().default(''),
    headPortrait: text('head_portrait').notNull().default(''),
    extensionCode: text('extension_code').notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => users.id),
    isTrader: smallint('is_trader').notNull().default(0),
    status: smallint('status').notNull().default(0),
    /**
     * A system account (the house market maker): it trades through the same services as users but can never
     * log in, reset its password, receive codes or invite anyone.
     */
    system: boolean('system').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    failedWindowStart: timestamp('failed_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Wrong pay passwords in the current window; use is locked until payLockedUntil after 5. */
    payFailures: integer('pay_failures').notNull().default(0),
    payFailedWindowStart: timestamp('pay_failed_window_start', { withTimezone: true }),
    payLockedUntil: timestamp('pay_locked_until', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_extension_code_uq').on(t.extensionCode),
    index('users_parent_idx').on(t.parentId),
    check('users_has_login', sql`${t.email} IS NOT NULL OR ${t.phone} IS NOT NULL`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the 256-bit token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    device: text('device').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** "stay logged in": idle lifetime SESSION_IDLE_TTL_MS (30 days), else SESSION_IDLE_TTL_SHORT_MS (24 h). */
    stayLoggedIn: boolean('stay_logged_in').notNull().default(true),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    /** Normalised address the code was sent to: an e-mail, or the mobile number's digits. */
    target: text('target').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.target, t.scene, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type CodeRow = typeof verificationCodes.$inferSelect;
