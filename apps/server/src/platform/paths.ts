import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Files the server reads from disk at run time (SQL migrations, the NFT demo artworks, the built web and
 * console apps), resolved from the server package's root rather than from the reading module's own place:
 * the same code runs as TypeScript from `src/` (tsx: `npm run dev`, tests) and bundled into `dist/main.js`
 * and `dist/chunk-*.js` (`npm start`), where `import.meta.url` of every module is the bundle's file.
 */

const PACKAGE_NAME = '@meridian/server';

/** The nearest directory at or above `from` whose package.json is the server's; throws when there is none. */
export function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && packageName(manifest) === PACKAGE_NAME) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no ${PACKAGE_NAME} package.json at or above ${from}`);
  }
}

function packageName(manifest: string): unknown {
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
  } catch {
    return undefined;
  }
}

/** apps/server */
export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

/** Drizzle's SQL migrations (apps/server/src/drizzle), applied at start. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/drizzle');

/** The NFT demo catalogue's artworks (modules/nft/demo/media). */
export const NFT_DEMO_MEDIA_DIR = path.join(SERVER_ROOT, 'src/modules/nft/demo/media');

/** The built H5 app and operator console (defaults of WEB_DIST and CONSOLE_DIST). */
export const WEB_DIST_DEFAULT = path.join(SERVER_ROOT, '../web/dist');
export const CONSOLE_DIST_DEFAULT = path.join(SERVER_ROOT, '../console/dist');
