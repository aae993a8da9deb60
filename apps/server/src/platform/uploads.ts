import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { UPLOAD_IMAGE_MIME, UPLOAD_MAX_BYTES } from '@meridian/contract';
import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, fail, sessionInvalid } from './http/app-error';
import { registerEndpoint } from './http/openapi';
import { publicOrigin } from './http/origin';
import type { UploadRegistry } from './upload-registry';
import type { UploadUrlSigner } from './upload-urls';

export interface UploadRoutesOptions {
  uploadsDir: string;
  publicUrl: string | undefined;
  registry: UploadRegistry;
  signer: UploadUrlSigner;
}

/**
 * POST /api/upload (multipart `file`): one image, checked by its content (not its name or declared type),
 * at most 10 MB; stored under DATA_DIR/uploads, registered to its uploader (upload-registry.ts) and answered
 * with its absolute URL — the file reference image fields take.
 *
 * GET /uploads/<month>/<name> serves a registered file by its registry row: a published one (used in a public
 * field) to anyone; an identity document only with a valid signature (upload-urls.ts); anything else is 404.
 */
export async function uploadRoutes(app: FastifyInstance, opts: UploadRoutesOptions): Promise<void> {
  await fs.mkdir(opts.uploadsDir, { recursive: true });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });

  const endpoint = API.platform.upload;
  registerEndpoint(endpoint);
  app.post(`/api${endpoint.path}`, { config: { auth: endpoint.auth } }, async (req, reply) => {
    const session = await app.resolveSession(req);
    if (!session) throw sessionInvalid();
    if (!req.isMultipart()) throw fail('upload_missing_file', {}, 'file');
    const file = await req.file();
    if (!file || file.fieldname !== 'file') throw fail('upload_missing_file', {}, 'file');
    const buffer = await file.toBuffer();
    if (file.file.truncated) throw new AppError('upload_too_large', 'error', {}, 'file', 413);
    const type = await fileTypeFromBuffer(buffer);
    if (!type || !(UPLOAD_IMAGE_MIME as readonly string[]).includes(type.mime))
      throw fail('upload_not_image', {}, 'file');
    const month = new Date().toISOString().slice(0, 7);
    const name = `${month}/${randomBytes(16).toString('hex')}.${type.ext}`;
    await fs.mkdir(path.join(opts.uploadsDir, month), { recursive: true });
    await fs.writeFile(path.join(opts.uploadsDir, name), buffer, { mode: 0o644, flag: 'wx' });
    await opts.registry.record({
      name,
      userId: session.userId,
      contentType: type.mime,
      sha256: createHash('sha256').update(buffer).digest('hex'),
      sizeBytes: buffer.length,
    });
    req.log.info({ userId: session.userId, bytes: buffer.length, mime: type.mime }, 'upload stored');
    return reply.send({ type: 'ok', message: `${publicOrigin(req, opts.publicUrl)}/uploads/${name}` });
  });

  app.get<{ Params: { month: string; file: string } }>('/uploads/:month/:file', async (req, reply) => {
    const name = `${req.params.month}/${req.params.file}`;
    const row = await opts.registry.byName(name);
    const signedFor = row?.identityDocument ? opts.signer.remainingSeconds(name, req.query) : 0;
    if (!row || (row.identityDocument ? signedFor === 0 : !row.published)) return reply.callNotFound();
    const handle = await fs.open(path.join(opts.uploadsDir, name), 'r').catch(() => undefined);
    if (!handle) return reply.callNotFound();
    const { size } = await handle.stat();
    return reply
      .header('content-type', row.contentType)
      .header('content-length', size)
      .header('x-content-type-options', 'nosniff')
      .header(
        'cache-control',
        row.identityDocument ? `private, max-age=${signedFor}` : 'public, max-age=86400',
      )
      .send(handle.createReadStream());
  });
}
