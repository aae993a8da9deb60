import type { Paginated } from '@meridian/contract';
import type { IeoProjectItem } from '@meridian/contract/ieo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_PROJECTS } from './demo/demo-projects';
import { ok, runIeoJobs } from './ieo.testing';

/**
 * For IEO: with demo content on, a fresh install shows one demo project per phase, made at start
 * through the console's save call and labelled demo; the ended one goes through the normal allocation and
 * delivery jobs; a restart does not make them again.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { env: { DEMO_CONTENT: 'on' } });
});
afterAll(async () => {
  await t.close();
});

const list = async () => ok<Paginated<IeoProjectItem>>(await get(t.app, '/project', { limit: '100' })).data;

async function demoShown(): Promise<IeoProjectItem[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const demo = (await list()).filter((p) => p.is_demo);
    if (demo.length >= DEMO_PROJECTS.length || Date.now() > deadline) return demo;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('demo projects on a fresh install', () => {
  it('one warm-up, one in progress, one ended — listed, labelled, and the ended one delivered by the jobs', async () => {
    const demo = await demoShown();
    expect(demo.map((p) => p.phase).sort()).toEqual(['ended', 'live', 'warmup']);
    expect(demo.map((p) => p.currency_name).sort()).toEqual(DEMO_PROJECTS.map((d) => d.symbol).sort());
    expect(demo.every((p) => p.title.includes('(demo)') && p.pay_currency_name === 'USDT')).toBe(true);

    await runIeoJobs(t);
    const ended = (await list()).find((p) => p.is_demo && p.phase === 'ended')!;
    expect(ended.allocation).toBe('delivered');

    // a second node starting on the same database makes none again
    const other = await createTestApp(undefined, {
      sharedDatabase: { name: t.databaseName },
      env: { DEMO_CONTENT: 'on' },
    });
    await other.close();
    expect((await list()).filter((p) => p.is_demo)).toHaveLength(DEMO_PROJECTS.length);
  });
});
