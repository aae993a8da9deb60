import { UPLOAD_MAX_BYTES, refuse } from '@meridian/contract';
import { API } from '@meridian/contract/api';
import { type OpsNftMedia } from '@meridian/contract/nft';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db';
import { AppError, sessionInvalid } from '../../../platform/http/app-error';
import { registerEndpoint } from '../../../platform/http/openapi';
import { publicOrigin } from '../../../platform/http/origin';
import type { OperatorContext } from '../../../platform/http/route';
import type { MediaStore } from '../../../platform/media-store';
import type { OperatorAudit } from '../../../platform/audit';
import type { NftAudit } from './ops.service';
import { NFT_MEDIA_MIME, nftTypeOf } from './media';
import { enabledArtist } from './ops.repo';

/**
 * POST /api/ops/nft/media (multipart `file` and `uid`, operator tokens only): an artwork file for an enabled
 * artist, checked by its content (image, GIF, MP3/OGG/WAV audio, MP4/WebM video), at most UPLOAD_MAX_BYTES;
 * stored with the uploads, registered to the artist with its SHA-256, published; audited (nft.media_upload).
 */
export function nftMediaRoute(
  app: FastifyInstance,
  s: {
    ops: OperatorAudit;
    media: MediaStore;
    publicUrl: string | undefined;
    db: Db;
  },
): void {
  const endpoint = API.opsNft.media;
  registerEndpoint(endpoint);
  app.post(endpoint.path, { config: { auth: endpoint.auth } }, async (req, reply) => {
    const operator = await app.resolveOperator(req);
    if (!operator) throw sessionInvalid();
    if (!req.isMultipart()) throw refuse('upload_missing_file', {}, 'file');
    let buffer: Buffer | undefined;
    let uidText = '';
    for await (const part of req.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        buffer = await part.toBuffer();
        if (part.file.truncated) throw new AppError('upload_too_large', 'error', {}, 'file', 413);
      } else if (part.fieldname === 'uid') uidText = String(part.value);
    }
    if (!buffer) throw refuse('upload_missing_file', {}, 'file');
    const uid = /^\d{1,15}$/.test(uidText.trim()) ? Number(uidText.trim()) : 0;
    if (!uid || !(await enabledArtist(s.db, uid))) throw refuse('nft_artist_invalid', {}, 'uid');
    const stored = await s.media.store(buffer, {
      userId: uid,
      allowedMime: NFT_MEDIA_MIME,
      origin: publicOrigin(req, s.publicUrl),
    });
    const type = stored ? nftTypeOf(stored.mime) : undefined;
    if (!stored || !type) throw refuse('nft_media_invalid', {}, 'file');
    const media: OpsNftMedia = {
      url: stored.url,
      sha256: stored.sha256,
      mime: stored.mime,
      size: stored.size,
      type,
    };
    const ctx = {
      lang: req.lang,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 255),
      session: undefined,
      req,
      operator,
    } satisfies OperatorContext;
    const audit: NftAudit = s.ops.audit(ctx, 'nft.media_upload', 'upload', stored.name);
    await s.db.transaction((tx) => audit(tx, null, media));
    req.log.info({ uid, bytes: stored.size, mime: stored.mime }, 'nft media stored');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ type: 'ok', message: media }));
  });
}
