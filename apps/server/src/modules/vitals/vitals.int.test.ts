import type { OpsVitalsDaily } from '@meridian/contract/vitals';
import { VITALS_RETENTION_DAYS } from '@meridian/contract/vitals';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, ok, post, uniqueIp } from '../../../test/api';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { newOperator } from '../ops/ops.testing';

let t: TestApp;
useTestApp((app) => (t = app));
let opsToken = '';
beforeAll(async () => {
  opsToken = (await newOperator(t)).token;
});

const DAY_MS = 86_400_000;
/** Noon of a fixed UTC day per test, so tests never share days. */
const at = (month: number, day: number) => Date.UTC(2026, month - 1, day, 12, 0, 0);
const setClock = (ms: number) => (t.services.vitals.clock = () => ms);

type Sample = Record<string, unknown>;
const sample = (over: Sample = {}): Sample => ({ page: 'home', name: 'LCP', value: '1200', ...over });
const report = (samples: unknown, ip = uniqueIp()) => post(t.app, '/vitals/report', { samples }, { ip });

async function daily(days?: number): Promise<OpsVitalsDaily> {
  return ok<OpsVitalsDaily>(
    await get(t.app, '/ops/vitals/daily', days === undefined ? {} : { days: String(days) }, {
      token: opsToken,
    }),
  );
}
const rowOf = (d: OpsVitalsDaily, day: string, page: string) =>
  d.rows.find((r) => r.day === day && r.page === page);

describe('vitals: the report call', () => {
  it('takes a batch without a login and stores every sample', async () => {
    setClock(at(2, 1));
    const r = await report([
      sample({ rating: 'good', navigationType: 'navigate' }),
      sample({ name: 'CLS', value: '0.0123', rating: 'good' }),
      sample({ name: 'INP', value: '180', navigationType: 'back-forward-cache' }),
      sample({ page: 'market', name: 'TTFB', value: '0' }),
      sample({ page: 'other', name: 'FCP', value: '950' }),
    ]);
    expect(ok(r)).toEqual({ accepted: 5 });
    const stored = await t.database.pool.query<{ page: string; name: string; value: number; day: string }>(
      `SELECT page, name, value, day::text AS day FROM vitals_samples WHERE day = '2026-02-01' ORDER BY id`,
    );
    expect(stored.rows).toEqual([
      { page: 'home', name: 'LCP', value: 1200, day: '2026-02-01' },
      { page: 'home', name: 'CLS', value: 0.0123, day: '2026-02-01' },
      { page: 'home', name: 'INP', value: 180, day: '2026-02-01' },
      { page: 'market', name: 'TTFB', value: 0, day: '2026-02-01' },
      { page: 'other', name: 'FCP', value: 950, day: '2026-02-01' },
    ]);
  });

  it('refuses bad samples with the contract’s error and stores nothing of the batch', async () => {
    setClock(at(2, 2));
    const bad: unknown[] = [
      [],
      Array.from({ length: 21 }, () => sample()),
      [sample({ page: 'nowhere' })],
      [sample({ page: 'x'.repeat(200) })],
      [sample({ name: 'FID' })],
      [sample({ value: '-1' })],
      [sample({ value: 1200 })],
      [sample({ value: '1e3' })],
      [sample({ value: '600001' })],
      [sample({ name: 'CLS', value: '100.5' })],
      [sample({ rating: 'great' })],
      [sample({ navigationType: 'teleport' })],
      [sample(), sample({ value: 'abc' })],
      'not a list',
    ];
    const replies = await Promise.all(bad.map((samples) => report(samples)));
    expect(replies.map((r) => [r.status, r.body.type, r.body.code])).toEqual(
      bad.map(() => [200, 'error', 'parameter_error']),
    );
    const n = await t.database.pool.query(`SELECT 1 FROM vitals_samples WHERE day = '2026-02-02'`);
    expect(n.rowCount).toBe(0);
  });

  it('is limited per client address', async () => {
    setClock(at(2, 3));
    const ip = uniqueIp();
    const replies = [];
    for (let i = 0; i < 62; i++) replies.push(await report([sample()], ip));
    const codes = replies.map((r) => (r.body.type === 'ok' ? 'ok' : r.body.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(60);
    expect(codes.filter((c) => c === 'too_many_requests')).toHaveLength(2);
  });
});

describe('vitals: the console’s daily percentiles', () => {
  it('p75 is percentile_cont(0.75): 100…1000 ms gives 775, per page, metric and UTC day', async () => {
    const day1 = at(3, 10);
    setClock(day1);
    const tenValues = [500, 100, 1000, 300, 200, 900, 700, 400, 800, 600];
    await report(tenValues.map((v) => sample({ page: 'futures', value: String(v) })));
    await report([
      sample({ page: 'futures', name: 'CLS', value: '0.05' }),
      sample({ page: 'futures', name: 'CLS', value: '0.25' }),
      sample({ page: 'spot', name: 'INP', value: '40' }),
    ]);
    // the next UTC day (one minute past midnight): its own bucket
    setClock(Date.UTC(2026, 2, 11, 0, 1));
    await report([sample({ page: 'futures', value: '5000' }), sample({ page: 'futures', value: '3000' })]);

    setClock(at(3, 11));
    const d = await daily(2);
    expect(d).toMatchObject({ from: '2026-03-10', days: 2 });
    expect(d.rows.map((r) => `${r.day} ${r.page}`)).toEqual([
      '2026-03-11 futures',
      '2026-03-10 futures',
      '2026-03-10 spot',
    ]);
    const futures10 = rowOf(d, '2026-03-10', 'futures');
    expect(futures10?.metrics.LCP).toEqual({ p75: 775, count: 10 });
    expect(futures10?.metrics.CLS?.count).toBe(2);
    expect(futures10?.metrics.CLS?.p75).toBeCloseTo(0.2, 10);
    expect(futures10?.metrics.INP).toBeNull();
    expect(rowOf(d, '2026-03-10', 'spot')?.metrics.INP).toEqual({ p75: 40, count: 1 });
    // two values: 3000 + 0.75 × 2000
    expect(rowOf(d, '2026-03-11', 'futures')?.metrics.LCP).toEqual({ p75: 4500, count: 2 });

    // one day back covers only today
    expect((await daily(1)).rows.map((r) => r.day)).toEqual(['2026-03-11']);
    // the default is 14 days
    expect((await daily()).days).toBe(14);
  });

  it('operators only; the window is bounded', async () => {
    const visitor = await get(t.app, '/ops/vitals/daily', {});
    expect(visitor.body.type).toBe('999');
    const tooLong = await get(t.app, '/ops/vitals/daily', { days: '31' }, { token: opsToken });
    expect(tooLong.body).toMatchObject({ type: 'error', code: 'parameter_error' });
  });
});

describe('vitals: retention', () => {
  it(`the daily prune removes samples older than ${VITALS_RETENTION_DAYS} days, once`, async () => {
    const now = at(6, 15);
    const keptDay = now - VITALS_RETENTION_DAYS * DAY_MS;
    const goneDay = keptDay - DAY_MS;
    setClock(goneDay);
    await report([sample({ page: 'nft' }), sample({ page: 'nft', name: 'INP', value: '90' })]);
    setClock(keptDay);
    await report([sample({ page: 'nft' })]);
    setClock(now);
    const before = await t.database.pool.query(`SELECT 1 FROM vitals_samples WHERE day < '2026-05-16'`);
    expect(await t.services.vitals.prune()).toBe(before.rowCount);
    expect(before.rowCount).toBeGreaterThanOrEqual(2);
    const left = await t.database.pool.query<{ day: string }>(
      `SELECT day::text AS day FROM vitals_samples WHERE page = 'nft' ORDER BY day`,
    );
    expect(left.rows).toEqual([{ day: '2026-05-16' }]);
    expect(await t.services.vitals.prune()).toBe(0);
  });
});
