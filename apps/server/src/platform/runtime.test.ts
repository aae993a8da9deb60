import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertSupportedNode, isSupportedNode, MIN_NODE } from './runtime';

const root = path.resolve(import.meta.dirname, '../../../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('the runtime', () => {
  it('package.json engines name the same oldest Node.js the server enforces', () => {
    expect(manifest.engines.node).toBe(`>=${MIN_NODE}`);
  });

  it('tells supported versions from older ones', () => {
    expect(isSupportedNode('v24.22.3')).toBe(true);
    expect(isSupportedNode('v22.12.0')).toBe(true);
    expect(isSupportedNode('v26.0.0')).toBe(true);
    expect(isSupportedNode('v22.11.9')).toBe(false);
    expect(isSupportedNode('v20.20.2')).toBe(false);
    expect(() => assertSupportedNode('v20.20.2')).toThrow(/needs Node.js 22.12.0 or newer; this is v20.20.2/);
  });

  it('the tests run on the Node.js pinned for this platform (what npm scripts put first on PATH)', () => {
    const pinned = manifest.optionalDependencies[`node-${process.platform}-${process.arch}`];
    // A platform without a pinned binary runs on the machine's own Node, which must still be supported.
    if (pinned) expect(process.version).toBe(`v${pinned}`);
    expect(isSupportedNode(process.version)).toBe(true);
  });

  it('every pinned binary is the same release, and @types/node describes its major line', () => {
    const pins = Object.entries(manifest.optionalDependencies).filter(([name]) => name.startsWith('node-'));
    expect(pins.length).toBeGreaterThan(0);
    const versions = new Set(pins.map(([, v]) => v));
    expect(versions.size).toBe(1);
    const [release] = [...versions];
    expect(manifest.devDependencies['@types/node']?.split('.')[0]).toBe(release?.split('.')[0]);
  });
});
