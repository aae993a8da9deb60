import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get } from '../../test/api';

const manifest = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8'),
) as { version: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('says which Node.js and which Meridian release run, and for how long, without a session', async () => {
    const res = await get(t.app, '/health');
    expect(res.status).toBe(200);
    const { type, message } = res.body as { type: string; message: Record<string, unknown> };
    expect(type).toBe('ok');
    expect(Object.keys(message).sort()).toEqual(['db', 'node', 'status', 'uptime_s', 'version']);
    expect(message).toMatchObject({
      status: 'ok',
      db: 'ok',
      node: process.version,
      version: manifest.version,
    });
    expect(message.node).toMatch(/^v\d+\.\d+\.\d+$/);
    expect(Number.isInteger(message.uptime_s)).toBe(true);
  });
});
