import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compress, negotiate } from './encoding';
import { matchesEtag } from './route';

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
 *
 * With `documentParts`, index.html (`<prefix>/`, `<prefix>/index.html`) is sent with what they give written into it
 * (attributes on its `<html>` tag, texts in its slots, a JSON block), so the first screen knows them before any
 * request; it is compressed here, once per version of the file and of the parts (a few KB: microseconds).
 */
export async function serveBuild(
  app: FastifyInstance,
  opts: {
    dist: string;
    prefix: string;
    logger: FastifyBaseLogger;
    documentParts?: () => Promise<DocumentParts>;
  },
): Promise<void> {
  const { dist, prefix, logger, documentParts } = opts;
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
    if (documentParts) {
      const shell = shellWithParts(path.resolve(dist, 'index.html'));
      const sendShell = async (req: FastifyRequest, reply: FastifyReply) => {
        let parts: DocumentParts;
        try {
          parts = await documentParts();
        } catch (err) {
          // the page still works without them: it asks for what they would have told
          logger.warn({ err }, 'index.html sent without its document parts');
          parts = { attributes: {} };
        }
        const doc = await shell(parts);
        if (!doc) return reply.callNotFound();
        const wanted = negotiate(req.headers['accept-encoding']);
        const coding = wanted && doc[wanted] ? wanted : undefined;
        // each coding a representation of its own, with its own strong validator
        const etag = coding ? `${doc.etag.slice(0, -1)}-${coding}"` : doc.etag;
        void reply.header('content-type', 'text/html; charset=utf-8').header('etag', etag);
        if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
        if (coding) void reply.header('content-encoding', coding);
        return reply.send(coding ? doc[coding] : doc.plain);
      };
      // exact routes win over @fastify/static's `<prefix>/*`; HEAD comes with each GET
      scope.get(`${prefix}/`, sendShell);
      scope.get(`${prefix}/index.html`, sendShell);
    }
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

const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/i;

interface Shell {
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

/**
 * index.html with a request's parts, rebuilt when the file's mtime, size or inode changes (a build may be swapped in
 * while the server runs) or the parts do (an operator published a banner); `undefined` when there is no index.html.
 */
function shellWithParts(file: string): (parts: DocumentParts) => Promise<Shell | undefined> {
  let cached: { stamp: string; shell: Promise<Shell> } | undefined;
  const build = async (parts: DocumentParts): Promise<Shell> => {
    const plain = Buffer.from(withDocumentParts(await fs.promises.readFile(file, 'utf8'), parts));
    const [br, gz] = [compress(plain, 'br'), compress(plain, 'gzip')];
    // as the build's precompression: an encoding that does not make it smaller is not sent
    return {
      plain,
      br: br.length < plain.length ? br : undefined,
      gzip: gz.length < plain.length ? gz : undefined,
      etag: `"${createHash('sha1').update(plain).digest('base64url')}"`,
    };
  };
  return async (parts) => {
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    const stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}:${JSON.stringify(parts)}`;
    if (cached?.stamp !== stamp) {
      const entry = { stamp, shell: build(parts) };
      cached = entry;
      // a failed read is retried on the next request, not remembered
      entry.shell.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.shell;
  };
}

/** What the server writes into index.html for the first screen (see serveBuild). */
export interface DocumentParts {
  /** On the `<html>` tag (flags the page's CSS and first script read). */
  attributes: Readonly<Record<string, string>>;
  /** The texts of the build's `{{slot:<name>}}` tokens (escaped here); a token without one becomes ''. */
  slots?: Readonly<Record<string, string>>;
  /** JSON in `<script type="application/json" id="first-screen">` (data, so no script for the CSP), before `</body>`. */
  data?: unknown;
}

const SLOT = /\{\{slot:([a-z0-9-]+)\}\}/g;

/** `html` with the parts written in (see DocumentParts). */
export function withDocumentParts(html: string, parts: DocumentParts): string {
  for (const name of Object.keys(parts.attributes))
    if (!ATTRIBUTE_NAME.test(name)) throw new Error(`not an HTML attribute name: ${name}`);
  const slotted = html.replace(SLOT, (_m, name: string) => escapeAttribute(parts.slots?.[name] ?? ''));
  const withData =
    parts.data === undefined
      ? slotted
      : slotted.replace(
          /<\/body>/i,
          // `<` escaped: no text of the data can end the element or open a comment
          () =>
            `<script type="application/json" id="first-screen">${JSON.stringify(parts.data).replace(/</g, '\\u003c')}</script></body>`,
        );
  return withDocumentAttributes(withData, parts.attributes);
}

/** The `<html …>` start tag: quoted values may hold `>`. */
const HTML_START_TAG = /<html(?=[\s/>])((?:"[^"]*"|'[^']*'|[^'">])*)>/i;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/**
 * `html` with the attributes on its `<html>` start tag, replacing any of the same name (one without a start tag
 * gets one after its doctype).
 */
export function withDocumentAttributes(html: string, attributes: Readonly<Record<string, string>>): string {
  const names = new Set(Object.keys(attributes).map((name) => name.toLowerCase()));
  const added = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const tag = HTML_START_TAG.exec(html);
  if (!tag) return html.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}<html${added}>`);
  const kept = tag[1]!
    .replace(ATTRIBUTE, (attr, name: string) => (names.has(name.toLowerCase()) ? '' : attr))
    .replace(/\s*\/?\s*$/, '');
  return `${html.slice(0, tag.index)}<html${kept}${added}>${html.slice(tag.index + tag[0].length)}`;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};
const escapeAttribute = (value: string) => value.replace(/[&"'<>]/g, (c) => ENTITIES[c]!);
