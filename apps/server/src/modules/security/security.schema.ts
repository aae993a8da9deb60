import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sessions, users } from '../account/account.schema';

/** Tables owned by the security module: second factors, step-up proofs, protections and known devices. */

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The authenticator app of a user. Secrets are sealed with AES-256-GCM (secret-box.ts), never stored in clear;
 * `pending_enc` is a secret shown but not yet confirmed with a code; `last_step` is the 30-s step of the last
 * accepted code, so a code is accepted once.
 */
export const securityTotp = pgTable('security_totp', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc'),
  pendingEnc: text('pending_enc'),
  pendingAt: timestamp('pending_at', { withTimezone: true }),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** One-time recovery codes standing in for the authenticator, stored as SHA-256 (hex) only. */
export const securityRecoveryCodes = pgTable(
  'security_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_recovery_codes_user_idx').on(t.userId, t.codeHash)],
);

/** Step-up proofs: keyed by SHA-256 (hex) of the proof, bound to one session and one action, spent once. */
export const securityStepUps = pgTable(
  'security_step_ups',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_step_ups_expires_idx').on(t.expiresAt)],
);

/** Wrong second-factor attempts in a row; FACTOR_LOCKOUT.tries of them lock every factor until locked_until. */
export const securityFactorLocks = pgTable(
  'security_factor_locks',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [check('security_factor_locks_failures', sql`${t.failures} >= 0`)],
);

/** A user's protections: anti-phishing phrase, withdrawal allow-list, and a withdrawal pause with its reason. */
export const securitySettings = pgTable(
  'security_settings',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    antiPhishing: text('anti_phishing'),
    allowList: boolean('allow_list').notNull().default(false),
    withdrawalsPausedUntil: timestamp('withdrawals_paused_until', { withTimezone: true }),
    pausedReason: text('paused_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'security_settings_paused_reason',
      sql`${t.pausedReason} IS NULL OR ${t.pausedReason} IN ('credentials_changed', 'not_me')`,
    ),
  ],
);

/** WebAuthn credentials (passkeys) of a user; `counter` is the authenticator's signature counter. */
export const securityPasskeys = pgTable(
  'security_passkeys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as WebAuthn names the credential. */
    credentialId: text('credential_id').notNull(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('security_passkeys_credential_uq').on(t.credentialId),
    index('security_passkeys_user_idx').on(t.userId),
  ],
);

/** WebAuthn challenges the server issued: single use, short-lived; user_id null for a discoverable login. */
export const securityChallenges = pgTable(
  'security_challenges',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_challenges_expires_idx').on(t.expiresAt),
    check('security_challenges_purpose', sql`${t.purpose} IN ('register', 'login', 'step_up')`),
  ],
);

/** Devices a user has signed in from, by fingerprint, so a new one is noticed. */
export const securityDevices = pgTable(
  'security_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    /** What the user is shown (browser and OS), free text. */
    label: text('label').notNull().default(''),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('security_devices_user_fingerprint_uq').on(t.userId, t.fingerprint)],
);

export type TotpRow = typeof securityTotp.$inferSelect;
export type StepUpRow = typeof securityStepUps.$inferSelect;
export type SecuritySettingsRow = typeof securitySettings.$inferSelect;
export type PasskeyRow = typeof securityPasskeys.$inferSelect;
export type ChallengeRow = typeof securityChallenges.$inferSelect;
export type DeviceRow = typeof securityDevices.$inferSelect;
