import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { UPLOAD_IMAGE_MIME, UPLOAD_MAX_BYTES } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, fail, sessionInvalid } from './http/app-error';
import { publicOrigin } from './http/origin';

/**
 * POST /api/upload (multipart `file`): one image, checked by its content (not its name or declared type),
 * at most 10 MB; stored under DATA_DIR/uploads and served back at /uploads/… as an absolute URL.
 */
export async function uploadRoutes(
  app: FastifyInstance,
  opts: { uploadsDir: string; publicUrl: string | undefined },
): Promise<void> {
  await fs.mkdir(opts.uploadsDir, { recursive: true });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });

  app.post('/api/upload', async (req, reply) => {
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
    const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
    await fs.mkdir(path.join(opts.uploadsDir, month), { recursive: true });
    await fs.writeFile(path.join(opts.uploadsDir, month, name), buffer, { mode: 0o644 });
    req.log.info({ userId: session.userId, bytes: buffer.length, mime: type.mime }, 'upload stored');
    return reply.send({
      type: 'ok',
      message: `${publicOrigin(req, opts.publicUrl)}/uploads/${month}/${name}`,
    });
  });
}
