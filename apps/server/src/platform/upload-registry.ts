import { and, eq, not } from 'drizzle-orm';
import type { Db } from './db';
import { uploads, type UploadRow } from './uploads.schema';

/** A stored name: `<yyyy-mm>/<32 hex>.<ext>` (its path under DATA_DIR/uploads and after /uploads/). */
export const UPLOAD_NAME = /^\d{4}-\d{2}\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

/** How a field uses an upload: shown publicly (avatar, voucher, QR code) or as an identity document. */
export type UploadUse = 'public' | 'identity';

export type ClaimOutcome = 'ok' | 'unknown' | 'not_yours' | 'other_use';

/**
 * The registry of stored uploads (uploads.schema.ts): who uploaded what, and how it may be served. Upload
 * references are resolved here by stored name, never by trusting the host of the URL a client sent.
 */
export class UploadRegistry {
  constructor(private readonly db: Db) {}

  async record(row: {
    name: string;
    userId: number;
    contentType: string;
    sha256: string;
    sizeBytes: number;
  }): Promise<UploadRow> {
    const [inserted] = await this.db.insert(uploads).values(row).returning();
    if (!inserted) throw new Error('upload row not inserted');
    return inserted;
  }

  async byName(name: string): Promise<UploadRow | undefined> {
    if (!UPLOAD_NAME.test(name)) return undefined;
    const [row] = await this.db.select().from(uploads).where(eq(uploads.name, name)).limit(1);
    return row;
  }

  /**
   * `userId` uses the upload `name` for `use`: only its uploader may, and a file is either published or an
   * identity document, never both (one conditional UPDATE, so two racing uses cannot both win).
   */
  async claim(name: string, userId: number, use: UploadUse): Promise<ClaimOutcome> {
    const row = await this.byName(name);
    if (!row) return 'unknown';
    if (row.userId !== userId) return 'not_yours';
    const mine = and(eq(uploads.id, row.id), eq(uploads.userId, userId));
    const updated =
      use === 'public'
        ? await this.db
            .update(uploads)
            .set({ published: true })
            .where(and(mine, not(uploads.identityDocument)))
            .returning({ id: uploads.id })
        : await this.db
            .update(uploads)
            .set({ identityDocument: true })
            .where(and(mine, not(uploads.published)))
            .returning({ id: uploads.id });
    return updated.length > 0 ? 'ok' : 'other_use';
  }
}
