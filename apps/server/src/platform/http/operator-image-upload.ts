import { UPLOAD_MAX_BYTES, type AnyEndpoint } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { MediaStore } from '../media-store';
import { AppError, fail, sessionInvalid } from './app-error';
import { registerEndpoint } from './openapi';
import { publicOrigin } from './origin';

/** Images an operator may upload for the app (checked by content, not by name). */
export const OPERATOR_IMAGE_MIME = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export interface OperatorImageUploadDeps {
  media: MediaStore;
  publicUrl: string | undefined;
  /** The system account the images are stored for (created on first use). */
  ownerId: () => Promise<number>;
}

/**
 * An operator's image upload (multipart `file`, operator tokens only) at `endpoint`: checked by its content, at
 * most UPLOAD_MAX_BYTES, stored with the uploads of the module's system account and published; answers
 * `{url}`. Used by the support chat's picture replies and the content editor's images (their modules pass
 * their endpoint and system account). Not audited: what uses the picture is.
 */
export function operatorImageUploadRoute(
  app: FastifyInstance,
  endpoint: AnyEndpoint,
  what: string,
  s: OperatorImageUploadDeps,
): void {
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
      userId: await s.ownerId(),
      allowedMime: OPERATOR_IMAGE_MIME,
      origin: publicOrigin(req, s.publicUrl),
    });
    if (!stored) throw fail('upload_not_image', {}, 'file');
    req.log.info(
      { operator: operator.operatorId, bytes: stored.size, mime: stored.mime },
      `${what} image stored`,
    );
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ type: 'ok', message: { url: stored.url } }));
  });
}
