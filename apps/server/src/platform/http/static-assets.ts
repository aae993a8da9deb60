import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';

/** A content-hashed build file (`assets/<name>-<hash>.<ext>`, Vite's naming): its bytes never change. */
const HASHED_ASSET = /^assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A built single-page app at `<prefix>/` (the H5 app at /h5/, the operator console at /console/; hash routes,
 * so index.html is the only page); `<prefix>` redirects there. A missing build logs a warning, nothing more.
 *
 * The build ships `.br` and `.gz` beside each compressible file (apps/web/src/build/precompress.ts);
 * they are sent as they are, per Accept-Encoding (`Vary: Accept-Encoding`). Hashed files are cached for a year,
 * immutable; the shell, the service worker and the manifest are always revalidated (: a new build is
 * seen at once); other files (icons) keep @fastify/static's default.
 */
export async function serveBuild(
  app: FastifyInstance,
  opts: { dist: string; prefix: string; logger: FastifyBaseLogger },
): Promise<void> {
  const { dist, prefix, logger } = opts;
  if (!fs.existsSync(dist)) {
    logger.warn({ dist }, `app not built: run \`npm run build\` to serve ${prefix}/`);
    return;
  }
  const revalidate = /^(sw\.js|index\.html|manifest\.webmanifest|registerSW\.js)?$/;
  // in its own scope: the hook sees only the build's files. @fastify/static (9.x) sets its own Cache-Control after
  // its `setHeaders` and no Vary, hence the hook.
  await app.register(async (scope) => {
    scope.addHook('onSend', async (req, reply, payload) => {
      const file = req.url.split('?')[0]!.slice(prefix.length + 1);
      if (revalidate.test(file)) void reply.header('cache-control', 'no-cache');
      else if (reply.statusCode < 400 && HASHED_ASSET.test(file))
        void reply.header('cache-control', IMMUTABLE);
      if (reply.statusCode < 400) varyOnEncoding(reply);
      return payload;
    });
    await scope.register(fastifyStatic, {
      root: path.resolve(dist),
      prefix: `${prefix}/`,
      decorateReply: false,
      preCompressed: true,
      // the build's own files only (not `.vite/` and the like)
      dotfiles: 'ignore',
    });
  });
  app.get(prefix, (_req, reply) => reply.redirect(`${prefix}/`));
}

/** The answer depends on Accept-Encoding (a shared cache must not give the brotli bytes to a gzip-only client). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  void reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}
