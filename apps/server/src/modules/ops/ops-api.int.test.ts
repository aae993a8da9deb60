import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Paginated } from '@meridian/contract';
import { OPS_PATHS } from '@meridian/contract/api';
import { type OpsAuditItem, type OpsDepositAddressItem } from '@meridian/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { newUser } from '../settings/settings.testing';
import { USDT } from '../wallet/wallet.testing';
import { auditRowsOf, newOperator } from './ops.testing';

let t: TestApp;
let consoleDist: string;
let op: { id: number; email: string; token: string };
beforeAll(async () => {
  consoleDist = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-console-dist-'));
  await fs.writeFile(path.join(consoleDist, 'index.html'), '<!doctype html><title>Meridian console</title>');
  t = await createTestApp(undefined, { env: { CONSOLE_DIST: consoleDist } });
  op = await newOperator(t);
});
afterAll(async () => {
  await t.close();
  await fs.rm(consoleDist, { recursive: true, force: true });
});

/**
 * Every registered path under /api/ops with its methods, from Fastify's own route tree (printRoutes: one
 * node per line, four columns of indentation per level, methods in brackets where a route ends).
 */
function registeredOpsRoutes(): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m?.[2]) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(m[2]);
    const url = stack.join('');
    if (!m[3] || !url.startsWith('/api/ops/')) continue;
    const methods = m[3].split(', ').filter((x) => x !== 'HEAD');
    routes.set(url.slice('/api'.length), methods.sort());
  }
  return routes;
}

describe('the operator API surface', () => {
  it('is exactly the contract list: no route can edit a balance', () => {
    const routes = registeredOpsRoutes();
    expect([...routes.keys()].sort()).toEqual([...OPS_PATHS].sort());
    // Every write is a POST; reads answer GET (and POST, like the user API).
    for (const [url, methods] of routes) {
      const read =
        /\/(list|me|audit|deposit_addresses|undelivered|applications|traders|projects|products|rates|artists|collections|items|box_series|threads|thread|operators|canned|settings|orders|campaigns|articles|article|menu|daily)$/.test(
          url,
        );
      expect(methods, url).toEqual(read ? ['GET', 'POST'] : ['POST']);
    }
  });
});

describe('deposit addresses', () => {
  it('lists every depositable network, sets one with an audit row, and users see it', async () => {
    const u = await newUser(t);
    const list = async () =>
      (await get(t.app, '/ops/deposit_addresses', {}, { token: op.token })).body
        .message as OpsDepositAddressItem[];
    expect((await list()).filter((a) => a.currency === USDT)).toEqual([
      { currency: USDT, currency_name: 'USDT', network: 'ERC20', address: '', demo: false },
      { currency: USDT, currency_name: 'USDT', network: 'TRC20', address: '', demo: false },
    ]);
    expect((await list()).some((a) => a.currency_name === 'AAPL')).toBe(false);

    const set = (body: Record<string, unknown>) =>
      post(
        t.app,
        '/ops/deposit_addresses/set',
        { currency: USDT, network: 'TRC20', ...body },
        { token: op.token },
      );
    expect((await set({ address: 'short', lang: 'tr' })).body).toMatchObject({ code: 'address_format' });
    expect((await set({ network: 'Bitcoin', address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' })).body.code).toBe(
      'parameter_error',
    );
    const first = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
    const second = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    expect((await set({ address: first })).body.type).toBe('ok');
    const after = await set({ address: ` ${second} ` });
    expect((after.body.message as OpsDepositAddressItem[]).find((a) => a.network === 'TRC20')?.address).toBe(
      second,
    );
    expect(
      (await post(t.app, '/wallet/get_in_address', { currency: USDT }, { token: u.token })).body.message,
    ).toEqual([{ currency: USDT, network: 'TRC20', address: second, demo: false }]);
    const audit = await auditRowsOf(t, 'deposit_address', `${USDT}:TRC20`);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['deposit_address.set', null, { currency: USDT, network: 'TRC20', address: first }],
      [
        'deposit_address.set',
        { currency: USDT, network: 'TRC20', address: first },
        { currency: USDT, network: 'TRC20', address: second },
      ],
    ]);
  });
});

describe('audit log', () => {
  it('lists newest first with the operator e-mail, filters by action, paginates', async () => {
    const other = await newOperator(t);
    await post(
      t.app,
      '/ops/deposit_addresses/set',
      { currency: 1, network: 'Bitcoin', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      { token: other.token },
    );
    const all = (await get(t.app, '/ops/audit', { limit: '5' }, { token: op.token })).body
      .message as Paginated<OpsAuditItem>;
    expect(all.data[0]).toMatchObject({
      operator_id: other.id,
      operator_email: other.email,
      action: 'deposit_address.set',
      target_type: 'deposit_address',
      target_id: '1:Bitcoin',
      before: null,
      after: { currency: 1, network: 'Bitcoin' },
    });
    expect(all.data[1]).toMatchObject({
      action: 'operator.totp_enable',
      operator_id: other.id,
      before: null,
    });
    expect(all.data[2]).toMatchObject({ action: 'operator.login', operator_id: other.id, before: null });
    expect(all.limit).toBe(5);
    const ids = all.data.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const logins = (await get(t.app, '/ops/audit', { action: 'operator.login' }, { token: op.token })).body
      .message as Paginated<OpsAuditItem>;
    expect(logins.total).toBeGreaterThanOrEqual(2);
    expect(new Set(logins.data.map((a) => a.action))).toEqual(new Set(['operator.login']));
    expect((await get(t.app, '/ops/audit', { action: 'balance.edit' }, { token: op.token })).body.code).toBe(
      'parameter_error',
    );
  });
});

describe('console build', () => {
  it('is served at /console/ and /console redirects there', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/console/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Meridian console');
    const bare = await t.app.inject({ method: 'GET', url: '/console' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/console/');
  });

  it('a missing build is a warning, not a crash', async () => {
    const noBuild = await createTestApp();
    try {
      expect((await noBuild.app.inject({ method: 'GET', url: '/console/' })).statusCode).toBe(404);
      expect((await get(noBuild.app, '/health')).status).toBe(200);
    } finally {
      await noBuild.close();
    }
  });
});
