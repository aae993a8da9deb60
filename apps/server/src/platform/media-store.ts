import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_NAME, type UploadRegistry } from './upload-registry';

/** A file the store kept: its public URL, stored name and provenance. */
export interface StoredMedia {
  url: string;
  name: string;
  userId: number;
  sha256: string;
  mime: string;
  size: number;
}

/**
 * Files stored on behalf of a user without an HTTP upload of theirs (: artwork media the console stores
 * for an artist; the demo catalogue's files shipped in the repo). Same place and registry as POST /upload: the
 * content's type is read from its bytes (file-type), the file is written under DATA_DIR/uploads/<month>/,
 * recorded for `userId` with its SHA-256 and published (GET /uploads serves it to anyone).
 */
export class MediaStore {
  constructor(
    private readonly opts: { uploadsDir: string; registry: UploadRegistry; publicUrl: string | undefined },
  ) {}

  /**
   * Stores `buffer` for `userId` when its content is one of `allowedMime` (undefined otherwise, nothing
   * written). `origin` prefixes the URL (the request's; PUBLIC_URL or '' — a site-relative URL — without one).
   */
  async store(
    buffer: Buffer,
    opts: { userId: number; allowedMime: readonly string[]; origin?: string },
  ): Promise<StoredMedia | undefined> {
    const type = await fileTypeFromBuffer(buffer);
    if (!type || !opts.allowedMime.includes(type.mime)) return undefined;
    const month = new Date().toISOString().slice(0, 7);
    const name = `${month}/${randomBytes(16).toString('hex')}.${type.ext}`;
    await fs.mkdir(path.join(this.opts.uploadsDir, month), { recursive: true });
    await fs.writeFile(path.join(this.opts.uploadsDir, name), buffer, { mode: 0o644, flag: 'wx' });
    const sha256 = createHash('sha256').update(buffer).digest('hex');
    await this.opts.registry.record({
      name,
      userId: opts.userId,
      contentType: type.mime,
      sha256,
      sizeBytes: buffer.length,
    });
    await this.opts.registry.claim(name, opts.userId, 'public');
    const origin = opts.origin ?? this.opts.publicUrl ?? '';
    return {
      url: `${origin}/uploads/${name}`,
      name,
      userId: opts.userId,
      sha256,
      mime: type.mime,
      size: buffer.length,
    };
  }

  /**
   * A stored file by its URL (absolute or site-relative), found by its stored name in the registry: undefined
   * when the URL names no registered file or one without a recorded hash. The URL answered is the one given.
   */
  async resolve(url: string): Promise<StoredMedia | undefined> {
    const name = storedNameOf(url);
    if (!name) return undefined;
    const row = await this.opts.registry.byName(name);
    if (!row?.sha256 || row.sizeBytes === null || row.identityDocument) return undefined;
    return {
      url,
      name,
      userId: row.userId,
      sha256: row.sha256,
      mime: row.contentType,
      size: row.sizeBytes,
    };
  }

  /** Publishes a stored file of `userId` (served publicly from then on); false when it cannot be. */
  async publish(name: string, userId: number): Promise<boolean> {
    return (await this.opts.registry.claim(name, userId, 'public')) === 'ok';
  }
}

/** `<yyyy-mm>/<hex>.<ext>` from `…/uploads/<yyyy-mm>/<hex>.<ext>` (no query, fragment or credentials). */
export function storedNameOf(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return undefined;
  }
  if (parsed.search || parsed.hash || parsed.username || parsed.password) return undefined;
  const name = parsed.pathname.startsWith('/uploads/') ? parsed.pathname.slice('/uploads/'.length) : '';
  return UPLOAD_NAME.test(name) ? name : undefined;
}
