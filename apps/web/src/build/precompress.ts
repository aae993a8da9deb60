import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Every compressible file of a build gets a brotli (`.br`) and a gzip (`.gz`) sibling, so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request or not at
 * all. Node's own zlib, at the highest levels (done once per build). Files under 1 KiB, or that do not get
 * smaller, stay as they are.
 */

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface Precompressed {
  file: string;
  bytes: number;
  br: number;
  gz: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file under `dir`; returns what it wrote. */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f)).sort();
  const out: Precompressed[] = [];
  for (const file of files) {
    const raw = await fs.readFile(file);
    if (raw.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length >= raw.length || gz.length >= raw.length) continue;
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    out.push({ file: path.relative(dir, file), bytes: raw.length, br: br.length, gz: gz.length });
  }
  return out;
}

/**
 * The Vite plugin: after the build is written and after every other plugin's end-of-build step (the PWA's
 * service worker is generated then, and gets its siblings too).
 */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'meridian-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const done = await precompressDir(outDir);
        const sum = (k: 'bytes' | 'br' | 'gz') => Math.round(done.reduce((s, f) => s + f[k], 0) / 1024);
        log(
          `precompressed ${done.length} files: ${sum('bytes')} KiB → br ${sum('br')} KiB, gz ${sum('gz')} KiB`,
        );
      },
    },
  };
}
