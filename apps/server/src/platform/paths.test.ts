import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_DIST_DEFAULT,
  findServerRoot,
  MIGRATIONS_DIR,
  NFT_DEMO_MEDIA_DIR,
  SERVER_ROOT,
  WEB_DIST_DEFAULT,
} from './paths';

const serverDir = path.resolve(import.meta.dirname, '../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'meridian-paths-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('run-time paths', () => {
  it('finds the server package from the sources and from a bundle below it (dist/, dist/cli/)', () => {
    expect(SERVER_ROOT).toBe(serverDir);
    expect(findServerRoot(path.join(serverDir, 'dist'))).toBe(serverDir);
    expect(findServerRoot(path.join(serverDir, 'dist/cli'))).toBe(serverDir);
  });

  it('skips package.json files of other packages (the bundle marks dist/ as ESM with its own)', () => {
    const pkg = path.join(tmp, 'apps/server');
    mkdirSync(path.join(pkg, 'dist/cli'), { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: '@meridian/server' }));
    writeFileSync(path.join(pkg, 'dist/package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(path.join(tmp, 'package.json'), JSON.stringify({ name: 'meridian' }));
    expect(findServerRoot(path.join(pkg, 'dist/cli'))).toBe(pkg);
    expect(() => findServerRoot(tmp)).toThrow(/no @meridian\/server package.json/);
  });

  it('points at the migrations, the demo artworks and the built apps', () => {
    expect(existsSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'))).toBe(true);
    expect(existsSync(path.join(NFT_DEMO_MEDIA_DIR, 'pearl.png'))).toBe(true);
    expect(WEB_DIST_DEFAULT).toBe(path.resolve(serverDir, '../web/dist'));
    expect(CONSOLE_DIST_DEFAULT).toBe(path.resolve(serverDir, '../console/dist'));
  });
});
