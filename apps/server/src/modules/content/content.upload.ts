import { API, UPLOAD_MAX_BYTES } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, fail, sessionInvalid } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/openapi';
import { publicOrigin } from '../../platform/http/origin';
import type { MediaStore } from '../../platform/media-store';

/** Images an article may carry (checked by content, not by name). */
export const CONTENT_IMAGE_MIME = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export interface ContentUploadDeps {
  media: MediaStore;
  publicUrl: string | undefined;
  /** The content system account the console's images are stored for (created on first use). */
  contentUserId: () => Promise<number>;
}

/**
 * POST /api/ops/content/upload (multipart `file`, operator tokens only): an image for an article (cover,
 * thumbnail, or an <img> in the body), checked by its content, at most UPLOAD_MAX_BYTES, stored with the
 * uploads for the content system account and published. Not audited: the article save that uses it is.
 */
export function contentUploadRoute(app: FastifyInstance, s: ContentUploadDeps): void {
  const endpoint = API.opsContent.upload;
  registerEndpoint(endpoint);
  app.post(endpoint.path, { config: { auth: endpoint.auth } }, async (req, reply) => {
    const operator = await app.resolveOperator(req);
    if (!operator) throw sessionInvalid();
    if (!req.isMultipart()) throw fail('upload_missing_file', {}, 'file');
    let buffer: Buffer | undefined;
    for await (const part of req.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.file.truncated) throw new AppError('upload_too_large', 'error', {}, 'file', 413);
      if (part.fieldname === 'file') buffer = data;
    }
    if (!buffer) throw fail('upload_missing_file', {}, 'file');
    const stored = await s.media.store(buffer, {
      userId: await s.contentUserId(),
      allowedMime: CONTENT_IMAGE_MIME,
      origin: publicOrigin(req, s.publicUrl),
    });
    if (!stored) throw fail('upload_not_image', {}, 'file');
    req.log.info(
      { operator: operator.operatorId, bytes: stored.size, mime: stored.mime },
      'content image stored',
    );
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ type: 'ok', message: { url: stored.url } }));
  });
}
