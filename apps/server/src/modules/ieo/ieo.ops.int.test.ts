import type { Paginated } from '@meridian/contract';
import type { OpsIeoProject } from '@meridian/contract/earn';
import type { IeoProjectItem } from '@meridian/contract/ieo';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { get, post } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import { auditRowsOf } from '../ops/ops.testing';
import { DEMO_PROJECTS, ensureDemoProjects } from './demo/demo-projects';
import {
  endProject,
  ieoTestApp,
  newProject,
  newSymbol,
  ok,
  ops,
  projectInput,
  runIeoJobs,
  spotUser,
  subscribed,
} from './ieo.testing';

/**
 * For IEO: the console creates a project (its token a new currency), edits it — terms
 * only until someone subscribes, texts always — pauses it and lists its token once the window ended, each
 * change audited; the demo projects (one per phase) are made through the same save call, once.
 */

let t: TestApp;
ieoTestApp((app) => (t = app));

const HOUR = 3_600_000;

describe('create', () => {
  it('registers the token as a currency and audits the creation', async () => {
    const input = projectInput({ token_name: 'Alpha Token', logo: '' });
    const p = ok<OpsIeoProject>(await ops(t, 'save', input));
    expect(p).toMatchObject({
      symbol: input.symbol,
      currency_name: input.symbol,
      pay_currency_name: 'USDT',
      price: '2',
      amount: '1000',
      raised: '0',
      delivered: '0',
      allocation: 'pending',
      status: 'on',
      is_demo: false,
    });
    const asset = await t.database.db.execute<
      { symbol: string; name: string; kind: string } & Record<string, unknown>
    >(sql`SELECT symbol, name, kind FROM assets WHERE id = ${p.currency_id}`);
    expect(asset.rows).toEqual([{ symbol: input.symbol, name: 'Alpha Token', kind: 'token' }]);
    const audit = await auditRowsOf(t, 'ieo_project', p.id);
    expect(audit.map((a) => [a.action, a.before])).toEqual([['ieo.save', null]]);
    expect(audit[0]!.after).toMatchObject({ id: p.id, symbol: input.symbol });

    // the symbol is taken now; nothing else is created
    const again = await ops(t, 'save', projectInput({ symbol: input.symbol }));
    expect(again.body.code).toBe('ieo_symbol_taken');
    expect((await ops(t, 'save', projectInput({ symbol: 'USDT' }))).body.code).toBe('ieo_symbol_taken');
  });

  it('refuses inconsistent terms', async () => {
    const code = async (over: Record<string, unknown>) => (await ops(t, 'save', projectInput(over))).body;
    expect(await code({ min: '500', user_limit: '400' })).toMatchObject({
      code: 'earn_terms_invalid',
      field: 'min',
    });
    expect(await code({ min: '2000', user_limit: '5000', amount: '1000' })).toMatchObject({ field: 'min' });
    const now = Date.now();
    expect(
      await code({ start_at: new Date(now + HOUR).toISOString(), end_at: new Date(now).toISOString() }),
    ).toMatchObject({ code: 'earn_terms_invalid', field: 'end_at' });
    expect(await code({ price: '0.000000001' })).toMatchObject({
      code: 'earn_terms_invalid',
      field: 'price',
    });
    expect(await code({ pay_currency_id: 999 })).toMatchObject({ field: 'pay_currency_id' });
    expect((await code({ symbol: 'bad' })).code).toBe('ieo_symbol_invalid');
    expect((await code({ texts: { fra: { title: 'x', summary: '', content: '' } } })).code).toBe(
      'earn_text_required',
    );
  });

  it('operators only', async () => {
    const u = await spotUser(t);
    const r = await post(t.app, '/ops/ieo/save', projectInput(), { token: u.token });
    expect(r.body.type).not.toBe('ok');
    expect((await get(t.app, '/ops/ieo/projects')).body.type).not.toBe('ok');
  });
});

describe('edit', () => {
  it('terms change until someone subscribes; then only texts, logo and links', async () => {
    const p = await newProject(t);
    const input = projectInput({ symbol: p.symbol });
    const edited = ok<OpsIeoProject>(
      await ops(t, 'save', { ...input, id: p.id, price: '3', user_limit: '300' }),
    );
    expect([edited.price, edited.user_limit]).toEqual(['3', '300']);

    const u = await spotUser(t, '100');
    await subscribed(t, u, p.id, '10');
    const locked = await ops(t, 'save', { ...input, id: p.id, price: '4', user_limit: '300' });
    expect(locked.body.code).toBe('earn_terms_locked');
    const later = await ops(t, 'save', {
      ...input,
      id: p.id,
      price: '3',
      user_limit: '300',
      end_at: new Date(Date.now() + 5 * HOUR).toISOString(),
    });
    expect(later.body.code).toBe('earn_terms_locked');
    const texts = ok<OpsIeoProject>(
      await ops(t, 'save', {
        ...input,
        id: p.id,
        price: '3.0',
        user_limit: '300',
        link: 'https://example.com',
        texts: { en: { title: 'New title', summary: 'S', content: 'C' } },
      }),
    );
    expect([texts.title, texts.link, texts.price, texts.total_apply]).toEqual([
      'New title',
      'https://example.com',
      '3',
      1,
    ]);
    expect(
      (await ops(t, 'save', { ...input, id: p.id, price: '3', user_limit: '300', symbol: newSymbol() })).body
        .code,
    ).toBe('earn_terms_locked');
    const audit = await auditRowsOf(t, 'ieo_project', p.id);
    expect(audit.map((a) => a.action)).toEqual(['ieo.save', 'ieo.save', 'ieo.save']);
    expect(audit[1]!.before).toMatchObject({ price: '2' });
    expect(audit[1]!.after).toMatchObject({ price: '3' });
    expect(audit[2]!.after).toMatchObject({ title: 'New title' });
    expect((await ops(t, 'save', { ...input, id: 999_999_999 })).body.code).toBe('earn_product_unavailable');
  });

  it('pause and resume, audited; the console lists by status', async () => {
    const p = await newProject(t);
    expect(ok<OpsIeoProject>(await ops(t, 'pause', { id: p.id, paused: true })).status).toBe('paused');
    const paused = ok<Paginated<OpsIeoProject>>(await ops(t, 'projects', { status: 'paused', limit: 100 }));
    expect(paused.data.map((x) => x.id)).toContain(p.id);
    expect(paused.data.every((x) => x.status === 'paused')).toBe(true);
    expect(ok<OpsIeoProject>(await ops(t, 'pause', { id: p.id, paused: false })).status).toBe('on');
    const audit = await auditRowsOf(t, 'ieo_project', p.id);
    expect(audit.map((a) => [a.action, (a.after as { status: string }).status])).toEqual([
      ['ieo.save', 'on'],
      ['ieo.pause', 'paused'],
      ['ieo.pause', 'on'],
    ]);
  });
});

describe('list the token as a spot pair', () => {
  it('only once the window ended, once, at the issuance price', async () => {
    const p = await newProject(t, { price: '0.5' });
    expect((await ops(t, 'list_pair', { id: p.id })).body.code).toBe('ieo_not_ended');
    await endProject(t, p.id);
    const listed = ok<OpsIeoProject>(await ops(t, 'list_pair', { id: p.id }));
    expect(listed.listed).toBe(true);
    const pair = t.services.market.listPairs().find((x) => x.baseId === p.currency_id);
    expect(pair).toMatchObject({ quoteId: 3, symbol: `${p.symbol}/USDT` });
    expect((await ops(t, 'list_pair', { id: p.id })).body.code).toBe('ieo_pair_listed');
    const audit = await auditRowsOf(t, 'ieo_project', p.id);
    expect(audit.map((a) => a.action)).toEqual(['ieo.save', 'ieo.list_pair']);
    expect([
      (audit[1]!.before as { listed: boolean }).listed,
      (audit[1]!.after as { listed: boolean }).listed,
    ]).toEqual([false, true]);
  });
});

describe('demo projects', () => {
  it('one per phase through the console’s save, flagged demo, made once; the ended one is allocated and delivered', async () => {
    const deps = { db: t.database.db, ops: t.services.ieoOps, log: t.app.log };
    expect(await ensureDemoProjects(deps)).toBe(DEMO_PROJECTS.length);
    expect(await ensureDemoProjects(deps)).toBe(0);
    const all = ok<Paginated<OpsIeoProject>>(await ops(t, 'projects', { limit: 100 }));
    const demo = all.data.filter((p) => p.is_demo);
    expect(demo.map((p) => p.phase).sort()).toEqual(['ended', 'live', 'warmup']);
    await runIeoJobs(t);
    await runIeoJobs(t);
    const ended = ok<Paginated<OpsIeoProject>>(await ops(t, 'projects', { limit: 100 })).data.find(
      (p) => p.is_demo && p.phase === 'ended',
    )!;
    expect(ended.allocation).toBe('delivered');
    // demo content is off in this app: the app's list hides them
    const listed = ok<Paginated<IeoProjectItem>>(await get(t.app, '/project', { limit: '100' }));
    expect(listed.data.some((p) => p.is_demo)).toBe(false);
  });
});
