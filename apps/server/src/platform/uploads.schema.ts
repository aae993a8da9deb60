import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../modules/account/account.schema';

/**
 * The registry of files POST /upload stored: an image field of any call names one of these by its
 * stored name, and only its uploader may use it. A new upload is served to nobody; used in a public field
 * (avatar, voucher, address QR code) it is `published` on the public path; used as a KYC image it becomes an
 * `identityDocument`, served only through short-lived signed URLs (its owner, operators). The two never mix.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `<yyyy-mm>/<32 hex>.<ext>`: its path under DATA_DIR/uploads and after /uploads/ in its URL. */
    name: text('name').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    /** Hex SHA-256 and size of the content; null only for files registered from references made before. */
    sha256: text('sha256'),
    sizeBytes: integer('size_bytes'),
    identityDocument: boolean('identity_document').notNull().default(false),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_name_uq').on(t.name), index('uploads_user_idx').on(t.userId, t.id)],
);

export type UploadRow = typeof uploads.$inferSelect;
