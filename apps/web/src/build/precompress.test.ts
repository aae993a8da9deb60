import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir = '';
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('precompressDir (the build ships .br and .gz)', () => {
  it('writes brotli and gzip siblings of compressible files that decode to the original', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-precompress-'));
    await fs.mkdir(path.join(dir, 'assets'));
    const js = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i, name: `row ${i}` })))};`;
    await fs.writeFile(path.join(dir, 'assets', 'index-AbCd1234.js'), js);
    await fs.writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>Meridian</p>'.repeat(200)}`);
    await fs.writeFile(path.join(dir, 'tiny.css'), 'a{color:red}');
    await fs.writeFile(path.join(dir, 'icon.png'), Buffer.alloc(4096, 7));

    const done = await precompressDir(dir);

    expect(done.map((f) => f.file)).toEqual([path.join('assets', 'index-AbCd1234.js'), 'index.html']);
    const base = path.join(dir, 'assets', 'index-AbCd1234.js');
    expect(zlib.brotliDecompressSync(await fs.readFile(`${base}.br`)).toString()).toBe(js);
    expect(zlib.gunzipSync(await fs.readFile(`${base}.gz`)).toString()).toBe(js);
    expect(done[0]!.br).toBeLessThan(done[0]!.bytes);
    // too small to gain, and not compressible: left alone
    const names = await fs.readdir(dir);
    expect(names).not.toContain('tiny.css.br');
    expect(names).not.toContain('icon.png.gz');
  });
});
