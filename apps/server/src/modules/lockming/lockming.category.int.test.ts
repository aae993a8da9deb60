import type { Paginated } from '@meridian/contract';
import type { LockProduct } from '@meridian/contract/lockming';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { get } from '../../../test/api';
import { DEMO_LOCK_PRODUCTS, ensureDemoProducts } from './demo/demo-products';
import { lockTestApp, newProduct, ok, ops } from './lockming.testing';

/** Lock-mining products by category (standard, DeFi mining, cloud mining). */

let t: TestApp;
lockTestApp((app) => (t = app));

const list = async (category?: string) =>
  ok<Paginated<LockProduct>>(
    await get(t.app, '/lh/deposit/config', { limit: '100', ...(category ? { category } : {}) }),
  );
const symbols = (s: string) => t.services.market.listAssets().find((a) => a.symbol === s)?.id;

describe('lock-mining categories', () => {
  it('saves the category from the console (standard by default) and lists by it', async () => {
    const standard = await newProduct(t);
    const defi = await newProduct(t, { category: 'defi' });
    const cloud = await newProduct(t, { category: 'cloud' });

    expect((await list('defi')).data.map((p) => p.id)).toEqual([defi]);
    expect((await list('cloud')).data.map((p) => p.id)).toEqual([cloud]);
    expect((await list('standard')).data.map((p) => p.id)).toEqual([standard]);
    // without the filter: every product, as before
    const all = await list();
    expect(all.data.map((p) => [p.id, p.category])).toEqual([
      [cloud, 'cloud'],
      [defi, 'defi'],
      [standard, 'standard'],
    ]);

    const bad = await get(t.app, '/lh/deposit/config', { category: 'moon' });
    expect(bad.body).toMatchObject({ type: 'error', code: 'parameter_error' });
    const refused = await ops(t, 'save', { id: standard, category: 'moon' });
    expect(refused.body.type).not.toBe('ok');

    // an edit moves a product to another category
    const moved = await ops(t, 'save', {
      id: standard,
      currency_id: 3,
      save_min: '100',
      day: 3,
      rate_min: '0.3',
      rate_max: '0.4',
      cancel_rate: '0.4',
      category: 'cloud',
      texts: { en: { title: 'USDT lock', intro: '' } },
    });
    expect(ok<LockProduct>(moved).category).toBe('cloud');
    expect((await list('cloud')).data.map((p) => p.id).sort()).toEqual([standard, cloud].sort());
  });

  it('creates demo products of each category, labelled demo, once; a pre-issue-18 seed gets the new ones', async () => {
    const deps = [t.database.db, t.services.lockmingOps, symbols, t.app.log] as const;
    // as a database seeded before: its standard demos only
    const standardOnly = DEMO_LOCK_PRODUCTS.filter((p) => p.category === 'standard').length;
    const first = await ensureDemoProducts(...deps);
    expect(first).toBe(DEMO_LOCK_PRODUCTS.length);
    expect(await ensureDemoProducts(...deps)).toBe(0);
    await t.database.db.execute(sql`
      WITH gone AS (SELECT id FROM lock_products WHERE is_demo AND category <> 'standard'),
           rates AS (DELETE FROM lock_day_rates WHERE product_id IN (SELECT id FROM gone))
      DELETE FROM lock_products WHERE id IN (SELECT id FROM gone)`);
    expect(await ensureDemoProducts(...deps)).toBe(DEMO_LOCK_PRODUCTS.length - standardOnly);

    const r = await t.database.db.execute<{ category: string; n: string } & Record<string, unknown>>(
      sql`SELECT category, count(*) AS n FROM lock_products WHERE is_demo GROUP BY category ORDER BY category`,
    );
    expect(r.rows.map((x) => [x.category, Number(x.n)])).toEqual([
      ['cloud', 2],
      ['defi', 2],
      ['standard', 3],
    ]);
  });
});
