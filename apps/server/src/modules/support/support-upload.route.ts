import { API, UPLOAD_MAX_BYTES } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, fail, sessionInvalid } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/openapi';
import { publicOrigin } from '../../platform/http/origin';
import type { MediaStore } from '../../platform/media-store';

/** Images a reply may carry (checked by content). */
export const SUPPORT_IMAGE_MIME = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export interface SupportUploadDeps {
  media: MediaStore;
  publicUrl: string | undefined;
  /** The support system account the console's images are stored for (created on first use). */
  supportUserId: () => Promise<number>;
}

/**
 * POST /api/ops/support/upload (multipart `file`, operator tokens only): an image for a reply, checked by its
 * content, at most UPLOAD_MAX_BYTES, stored with the uploads for the support system account and published.
 * Not audited: the reply that uses it is a stored message.
 */
export function supportUploadRoute(app: FastifyInstance, s: SupportUploadDeps): void {
  const endpoint = API.opsSupport.upload;
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
      userId: await s.supportUserId(),
      allowedMime: SUPPORT_IMAGE_MIME,
      origin: publicOrigin(req, s.publicUrl),
    });
    if (!stored) throw fail('upload_not_image', {}, 'file');
    req.log.info(
      { operator: operator.operatorId, bytes: stored.size, mime: stored.mime },
      'support image stored',
    );
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ type: 'ok', message: { url: stored.url } }));
  });
}
