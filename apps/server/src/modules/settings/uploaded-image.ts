import fs from 'node:fs/promises';
import path from 'node:path';
import type { MessageKey } from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import { fail } from '../../platform/http/app-error';
import { publicOrigin } from '../../platform/http/origin';

const UPLOAD_PATH = /^\/uploads\/(\d{4}-\d{2})\/([0-9a-f]{32}\.[a-z0-9]{2,5})$/;

/**
 * Image fields (qrcode, head_portrait, front_pic, reverse_pic) must name a file POST /upload stored:
 * same origin as this server's public URL, the /uploads/<month>/<random>.<ext> shape, and the file present.
 * Anything else (foreign hosts, made-up names, path tricks) is refused with image_url_invalid.
 */
export class UploadedImages {
  constructor(private readonly opts: { uploadsDir: string; publicUrl: string | undefined }) {}

  async assertOwnUpload(url: string, req: FastifyRequest, field: string): Promise<string> {
    const key: MessageKey = 'image_url_invalid';
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw fail(key, {}, field);
    }
    if (parsed.origin !== originOf(publicOrigin(req, this.opts.publicUrl)) || parsed.search || parsed.hash)
      throw fail(key, {}, field);
    const match = UPLOAD_PATH.exec(parsed.pathname);
    if (!match?.[1] || !match[2]) throw fail(key, {}, field);
    const stat = await fs.stat(path.join(this.opts.uploadsDir, match[1], match[2])).catch(() => undefined);
    if (!stat?.isFile()) throw fail(key, {}, field);
    return url;
  }
}

/** Normalised origin (default ports dropped), so `http://host:80` equals `http://host`. */
function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}
