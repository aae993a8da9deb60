import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Tables owned by the ops module: operator accounts (separate from users), their sessions and second factor, and
 * the audit log every operator action writes in the same transaction as the action itself.
 */

export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** argon2id (modules/account/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Wrong passwords in the current window; login is locked until lockedUntil after 5 (like users). */
    failedLogins: integer('failed_logins').notNull().default(0),
    failedWindowStart: timestamp('failed_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_email_uq').on(t.email)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the 256-bit token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_hash_uq').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/** Append-only: one row per operator action, with the target's state before and after it. */
export const opsAuditLog = pgTable(
  'ops_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ops_audit_log_action_idx').on(t.action, t.id),
    index('ops_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * An operator's authenticator app (mandatory before any console call). Secrets are sealed with the security
 * module's secret box, never stored in clear; `pending_enc` is a secret shown but not yet confirmed; `last_step`
 * is the 30-s step of the last accepted code (a code is accepted once); `failures`/`locked_until` lock the
 * factor after FACTOR_LOCKOUT.tries wrong codes in a row.
 */
export const operatorTotp = pgTable('operator_totp', {
  operatorId: bigint('operator_id', { mode: 'number' })
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc'),
  pendingEnc: text('pending_enc'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** One-time recovery codes of an operator, stored as SHA-256 (hex) only. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorId, t.codeHash)],
);

/** Step-up proofs for console actions that move money: SHA-256 (hex) of the proof, one session and action, once. */
export const operatorStepUps = pgTable(
  'operator_step_ups',
  {
    id: text('id').primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => operatorSessions.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_step_ups_expires_idx').on(t.expiresAt)],
);

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorTotpRow = typeof operatorTotp.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type OpsAuditRow = typeof opsAuditLog.$inferSelect;
