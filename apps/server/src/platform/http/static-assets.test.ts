import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, serveBuild } from './static-assets';

/** The built apps go out pre-compressed, hashed files cached for good, the shell revalidated. */
let app: FastifyInstance;
let dist: string;
const SCRIPT = `console.log(${JSON.stringify('Meridian '.repeat(500))});`;
const HTML = `<!doctype html><title>Meridian</title>${'<p>shell</p>'.repeat(200)}`;

async function write(file: string, text: string, compressed = true) {
  const full = path.join(dist, file);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, text);
  if (!compressed) return;
  await fs.writeFile(`${full}.br`, zlib.brotliCompressSync(text));
  await fs.writeFile(`${full}.gz`, zlib.gzipSync(text));
}

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-static-'));
  await write('assets/index-AbCd12_-.js', SCRIPT);
  await write('assets/logo-Zz09Yy87.svg', '<svg/>', false);
  await write('index.html', HTML);
  await write('sw.js', SCRIPT);
  await write('manifest.webmanifest', '{"name":"Meridian"}', false);
  await write('favicon.svg', '<svg/>', false);
  await write('.vite/manifest.json', '{}', false);
  app = Fastify({ logger: false });
  await serveBuild(app, { dist, prefix: '/h5', logger: app.log });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('serveBuild', () => {
  it('sends the brotli sibling to a browser that takes br, gzip to one that takes only gzip', async () => {
    const br = await get('/h5/assets/index-AbCd12_-.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/h5/assets/index-AbCd12_-.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/h5/assets/index-AbCd12_-.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year, immutable, whichever encoding', async () => {
    for (const enc of ['br', 'gzip', undefined])
      expect((await get('/h5/assets/index-AbCd12_-.js', enc)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/h5/assets/logo-Zz09Yy87.svg', 'br')).headers['cache-control']).toBe(IMMUTABLE);
    // not hashed: the default
    expect((await get('/h5/favicon.svg')).headers['cache-control']).not.toMatch(/immutable/);
    expect((await get('/h5/assets/missing-AbCd1234.js', 'br')).statusCode).toBe(404);
  });

  it('keeps the shell, the service worker and the manifest revalidated, compressed too', async () => {
    for (const url of ['/h5/', '/h5/index.html', '/h5/sw.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect(zlib.brotliDecompressSync((await get('/h5/', 'br')).rawPayload).toString()).toBe(HTML);
    expect((await get('/h5/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
    expect((await get('/h5')).headers.location).toBe('/h5/');
  });

  it('does not serve the build tool’s dot folders', async () => {
    expect((await get('/h5/.vite/manifest.json')).statusCode).toBe(404);
  });
});
