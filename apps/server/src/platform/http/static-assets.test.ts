import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, serveBuild, withDocumentAttributes, withDocumentParts } from './static-assets';
import type { DocumentParts } from './static-assets';

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

/** The H5 shell carries the deployment's flags on its `<html>` tag; other files are served as they are. */
describe('serveBuild with documentParts', () => {
  let shellApp: FastifyInstance;
  let shellDist: string;
  const SHELL = `<!doctype html>\n<html lang="en" data-demo="stale">\n<head><title>Meridian</title></head>\n<body>${'<p>shell</p>'.repeat(200)}</body>\n</html>\n`;
  const decode = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
    res.headers['content-encoding'] === 'br'
      ? zlib.brotliDecompressSync(res.rawPayload).toString()
      : res.headers['content-encoding'] === 'gzip'
        ? zlib.gunzipSync(res.rawPayload).toString()
        : res.rawPayload.toString();
  const fetchShell = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    shellApp.inject({
      method: 'GET',
      url,
      headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  beforeAll(async () => {
    shellDist = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-shell-'));
    const full = path.join(shellDist, 'index.html');
    await fs.writeFile(full, SHELL);
    // the build's siblings hold the file without the attributes: they must not be what is sent
    await fs.writeFile(`${full}.br`, zlib.brotliCompressSync(SHELL));
    await fs.writeFile(`${full}.gz`, zlib.gzipSync(SHELL));
    await fs.writeFile(path.join(shellDist, 'sw.js'), SCRIPT);
    shellApp = Fastify({ logger: false });
    await serveBuild(shellApp, {
      dist: shellDist,
      prefix: '/h5',
      logger: shellApp.log,
      documentParts: () => Promise.resolve({ attributes: { 'data-demo': 'on' } }),
    });
    await shellApp.ready();
  });
  afterAll(async () => {
    await shellApp.close();
    await fs.rm(shellDist, { recursive: true, force: true });
  });

  it('sends the shell with the attribute, replaced not repeated, br, gzip or plain per Accept-Encoding', async () => {
    const expected = SHELL.replace('<html lang="en" data-demo="stale">', '<html lang="en" data-demo="on">');
    for (const url of ['/h5/', '/h5/index.html', '/h5/index.html?__WB_REVISION__=x'])
      for (const [acceptEncoding, coding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const res = await fetchShell(url, acceptEncoding);
        expect(res.statusCode, `${url} ${acceptEncoding}`).toBe(200);
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(decode(res)).toBe(expected);
      }
  });

  it('answers HEAD and revalidation without the body', async () => {
    const head = await shellApp.inject({ method: 'HEAD', url: '/h5/', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
    const first = await fetchShell('/h5/', 'br');
    const again = await fetchShell('/h5/', 'br', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // another coding, another representation
    expect(
      (await fetchShell('/h5/', 'gzip', { 'if-none-match': first.headers.etag as string })).statusCode,
    ).toBe(200);
  });

  it('serves the other files as they are', async () => {
    const res = await fetchShell('/h5/sw.js', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(SCRIPT);
    expect((await fetchShell('/h5')).headers.location).toBe('/h5/');
  });

  it('picks up a new index.html written while serving, and 404s without one', async () => {
    const full = path.join(shellDist, 'index.html');
    const before = await fetchShell('/h5/', 'br');
    expect(decode(before)).toMatch(/data-demo="on"/);
    const next = `<!doctype html><html lang="en"><title>Next build</title>${'<p>next</p>'.repeat(200)}</html>`;
    await fs.writeFile(full, next);
    for (const enc of ['br', 'gzip', undefined])
      expect(decode(await fetchShell('/h5/index.html', enc))).toBe(
        next.replace('<html lang="en">', '<html lang="en" data-demo="on">'),
      );
    await fs.rm(full);
    expect((await fetchShell('/h5/')).statusCode).toBe(404);
    expect((await fetchShell('/h5/index.html', 'br')).statusCode).toBe(404);
    await fs.writeFile(full, SHELL);
    expect(decode(await fetchShell('/h5/', 'gzip'))).toMatch(/<html lang="en" data-demo="on">/);
  });
});

describe('serveBuild with changing documentParts', () => {
  const SHELL = `<!doctype html><html lang="en"><body><h3>{{slot:title}}</h3><img src="{{slot:cover}}"></body></html>`;
  let app: FastifyInstance;
  let dist: string;
  let parts: DocumentParts | Error;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-parts-'));
    await fs.writeFile(path.join(dist, 'index.html'), SHELL);
    app = Fastify({ logger: false });
    await serveBuild(app, {
      dist,
      prefix: '/h5',
      logger: app.log,
      documentParts: () => (parts instanceof Error ? Promise.reject(parts) : Promise.resolve(parts)),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dist, { recursive: true, force: true });
  });
  const body = async () => (await app.inject({ method: 'GET', url: '/h5/' })).body;

  it('sends what the parts say now: a published banner is in the next page, with a new validator', async () => {
    parts = { attributes: { 'data-first-banner': 'text' }, slots: { title: 'Copy top traders' } };
    const first = await app.inject({ method: 'GET', url: '/h5/' });
    expect(first.body).toBe(
      '<!doctype html><html lang="en" data-first-banner="text"><body><h3>Copy top traders</h3><img src=""></body></html>',
    );
    parts = { attributes: { 'data-first-banner': 'text' }, slots: { title: 'Earn 5 %' } };
    const next = await app.inject({ method: 'GET', url: '/h5/' });
    expect(next.body).toContain('<h3>Earn 5 %</h3>');
    expect(next.headers.etag).not.toBe(first.headers.etag);
  });

  it('sends the page without them when they fail, slots emptied', async () => {
    parts = new Error('database down');
    expect(await body()).toBe('<!doctype html><html lang="en"><body><h3></h3><img src=""></body></html>');
  });
});

describe('withDocumentParts', () => {
  it('escapes slot texts and keeps the data JSON from closing its element', () => {
    const html = withDocumentParts('<html><body><p>{{slot:t}}</p><i title="{{slot:t}}"></i></body></html>', {
      attributes: {},
      slots: { t: '<b>"x"</b> & y' },
      data: { title: '</script><script>alert(1)</script>' },
    });
    expect(html).toBe(
      '<html><body><p>&lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; y</p><i title="&lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; y"></i>' +
        '<script type="application/json" id="first-screen">{"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script></body></html>',
    );
    const json = /id="first-screen">(.*)<\/script><\/body>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
  });

  it('refuses an attribute name that is not one', () => {
    expect(() => withDocumentParts('<html></html>', { attributes: { 'on load': 'x' } })).toThrow(
      /attribute name/,
    );
  });
});

describe('withDocumentAttributes', () => {
  it('escapes the values', () => {
    expect(withDocumentAttributes('<html lang="en"><p>x</p>', { 'data-x': 'a"b<c>&d' })).toBe(
      '<html lang="en" data-x="a&quot;b&lt;c&gt;&amp;d"><p>x</p>',
    );
  });

  it('replaces an attribute of the same name, whatever its case or quoting, and keeps the others', () => {
    expect(
      withDocumentAttributes(`<!doctype html><HTML Data-Demo=off lang='en' class="a>b">`, {
        'data-demo': 'on',
      }),
    ).toBe(`<!doctype html><html lang='en' class="a>b" data-demo="on">`);
  });

  it('adds a start tag after the doctype to a document without one', () => {
    expect(withDocumentAttributes('<!doctype html><title>t</title>', { 'data-demo': 'off' })).toBe(
      '<!doctype html><html data-demo="off"><title>t</title>',
    );
  });
});
