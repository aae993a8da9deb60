import type { IndexPop, MenuRow, NewsArticle, OpsMenu } from '@meridian/contract/content';
import { HOME_MENU_CATALOGUE } from '@meridian/contract/content';
import { beforeEach, describe, expect, it } from 'vitest';
import { get } from '../../../test/api';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { auditRowsOf } from '../ops/ops.testing';
import { app, detail, key, listed, ok, ops, rowOf, saved, user } from './content.testing';

/**
 * Through the API: every read in the reader's language with fallback to the group's en row
 * (fixed articles, lists mixing languages per group, detail of a shared link), list order and pagination, the
 * pop-up shown once per version, the home menu's order and visibility, the webView allowlist readable.
 */

let t: TestApp;
useTestApp((a) => (t = a));

const clear = () => t.database.pool.query('DELETE FROM content_articles');

describe('fallback to en', () => {
  beforeEach(clear);

  it('an article only in en answers en for a Thai reader; with a th row, th', async () => {
    const g = await saved(t, { group_key: 'about', category: 19, lang: 'en', title: 'About us' });
    const th = ok<NewsArticle>(await app(t, 'aboutus', {}, 'th'));
    expect(th).toMatchObject({ id: rowOf(g, 'en').id, lang: 'en', title: 'About us', c_id: 19 });
    await saved(t, { group_key: 'about', category: 19, lang: 'th', title: 'เกี่ยวกับเรา' });
    expect(ok<NewsArticle>(await app(t, 'aboutus', {}, 'th'))).toMatchObject({
      lang: 'th',
      title: 'เกี่ยวกับเรา',
    });
    expect(ok<NewsArticle>(await app(t, 'aboutus', {}, 'en'))).toMatchObject({
      lang: 'en',
      title: 'About us',
    });
    // nothing in the category: null, not an error
    expect(ok<NewsArticle | null>(await app(t, 'contactus', {}, 'th'))).toBeNull();
  });

  it('each fixed call reads its own category', async () => {
    const cases: Array<[string, number]> = [
      ['faq', 18],
      ['aboutus', 19],
      ['contactus', 33],
      ['operational_compliance', 34],
      ['invite_article', 23],
    ];
    for (const [, category] of cases) await saved(t, { category, lang: 'en', title: `T${category}` });
    for (const [path, category] of cases)
      expect(ok<NewsArticle>(await app(t, path, {}, 'kor'))).toMatchObject({
        c_id: category,
        title: `T${category}`,
      });
  });

  it('news/list mixes languages per group; detail of an en link answers the reader’s row', async () => {
    const both = await saved(t, { group_key: 'n-both', category: 4, lang: 'en', title: 'Both EN', sorts: 5 });
    await saved(t, { group_key: 'n-both', category: 4, lang: 'th', title: 'Both TH', sorts: 5 });
    await saved(t, { group_key: 'n-en', category: 4, lang: 'en', title: 'Only EN', sorts: 5 });
    await saved(t, { group_key: 'n-th', category: 4, lang: 'th', title: 'Only TH', sorts: 1 });
    const th = await listed(t, 4, 'th');
    expect(th.data.map((i) => [i.group_key, i.lang, i.title])).toEqual([
      ['n-en', 'en', 'Only EN'],
      ['n-both', 'th', 'Both TH'],
      ['n-th', 'th', 'Only TH'],
    ]);
    expect(th.total).toBe(3);
    expect(th.data[0]).not.toHaveProperty('content');
    const en = await listed(t, 4, 'en');
    expect(en.data.map((i) => i.title)).toEqual(['Only EN', 'Both EN']);

    const shared = rowOf(both, 'en').id;
    expect(await detail(t, shared, 'th')).toMatchObject({
      lang: 'th',
      title: 'Both TH',
      content: '<p>body</p>',
    });
    expect(await detail(t, shared, 'zh')).toMatchObject({ id: shared, lang: 'en', title: 'Both EN' });
  });

  it('unknown and unpublished articles are content_not_found; an unpublished translation falls back', async () => {
    const g = await saved(t, { group_key: 'n-draft', category: 4, lang: 'en', title: 'Live' });
    await saved(t, { group_key: 'n-draft', category: 4, lang: 'fra', title: 'Brouillon', published: false });
    expect(await detail(t, rowOf(g, 'en').id, 'fra')).toMatchObject({ lang: 'en', title: 'Live' });
    expect((await listed(t, 4, 'fra')).data.map((i) => i.title)).toEqual(['Live']);
    const draft = await saved(t, { category: 4, lang: 'en', title: 'Hidden', published: false });
    for (const id of [rowOf(draft, 'en').id, 987_654_321])
      expect((await app(t, 'news/detail', { id }, 'en')).body).toMatchObject({
        type: 'error',
        code: 'content_not_found',
      });
    expect((await listed(t, 4, 'en')).data.map((i) => i.title)).toEqual(['Live']);
  });
});

describe('list order and pagination', () => {
  beforeEach(clear);

  it('sorts descending, then the newest group first; pages of `limit` with the total', async () => {
    // sorts 10, 0, 0, 20, 0 → order: s20, s10, then the three 0s newest first
    const titles = [
      ['A', 10],
      ['B', 0],
      ['C', 0],
      ['D', 20],
      ['E', 0],
    ] as const;
    for (const [title, sorts] of titles)
      await saved(t, { category: 5, lang: 'en', title, sorts, link: '/pages/otc/otc' });
    const all = await listed(t, 5, 'en', 1, 10);
    expect(all.data.map((i) => i.title)).toEqual(['D', 'A', 'E', 'C', 'B']);
    expect(all.data[0]).toMatchObject({ c_id: 5, link: '/pages/otc/otc', sorts: 20, version: 1 });
    const p2 = await listed(t, 5, 'en', 2, 2);
    expect(p2).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(p2.data.map((i) => i.title)).toEqual(['E', 'C']);
    const p3 = await listed(t, 5, 'en', 3, 2);
    expect(p3.data.map((i) => i.title)).toEqual(['B']);
    const past = await listed(t, 5, 'en', 9, 2);
    expect(past).toMatchObject({ data: [], total: 5 });
    // other categories are not mixed in; an unknown category is refused
    expect((await listed(t, 4, 'en')).total).toBe(0);
    expect((await app(t, 'news/list', { c_id: 7 }, 'en')).body).toMatchObject({ type: 'error' });
  });

  it('answers GET as well as POST', async () => {
    await saved(t, { category: 4, lang: 'en', title: 'Got' });
    const r = await get(t.app, '/news/list', { c_id: '4', lang: 'en' });
    expect((r.body.message as { data: Array<{ title: string }> }).data[0]!.title).toBe('Got');
  });
});

describe('the home pop-up, once per version', () => {
  beforeEach(clear);

  it('seen after the mark; a new save of any language bumps the version and shows it again', async () => {
    const g = await saved(t, { group_key: key('pop'), category: 32, lang: 'en', title: 'Welcome' });
    const u = await user(t);
    const visitor = ok<IndexPop>(await app(t, 'news/index_pop', {}, 'en'));
    expect(visitor).toMatchObject({ title: 'Welcome', version: 1, seen: false });
    const first = ok<IndexPop>(await app(t, 'news/index_pop', {}, 'en', u));
    expect(first.seen).toBe(false);
    const mark = { id: first.id, version: first.version };
    expect(ok(await app(t, 'news/index_pop/seen', mark, 'en', u))).toEqual({
      group_key: g.group_key,
      version: 1,
      seen: true,
    });
    ok(await app(t, 'news/index_pop/seen', mark, 'en', u)); // idempotent
    expect(ok<IndexPop>(await app(t, 'news/index_pop', {}, 'en', u)).seen).toBe(true);

    // a th translation is a save of the group: version 2, unseen again (in every language)
    await saved(t, { group_key: g.group_key, category: 32, lang: 'th', title: 'ยินดีต้อนรับ' });
    const again = ok<IndexPop>(await app(t, 'news/index_pop', {}, 'th', u));
    expect(again).toMatchObject({ lang: 'th', version: 2, seen: false });
    expect(ok<IndexPop>(await app(t, 'news/index_pop', {}, 'en', u))).toMatchObject({
      version: 2,
      seen: false,
    });
    // marking the old version again does not count for the new one
    ok(await app(t, 'news/index_pop/seen', mark, 'en', u));
    expect(ok<IndexPop>(await app(t, 'news/index_pop', {}, 'en', u)).seen).toBe(false);
    ok(await app(t, 'news/index_pop/seen', { id: again.id, version: 2 }, 'th', u));
    expect(ok<IndexPop>(await app(t, 'news/index_pop', {}, 'en', u)).seen).toBe(true);
    // a version the pop-up never had, another category's article, a visitor
    expect((await app(t, 'news/index_pop/seen', { id: again.id, version: 3 }, 'en', u)).body.code).toBe(
      'parameter_error',
    );
    const other = await saved(t, { category: 4, lang: 'en', title: 'News' });
    const notPop = { id: rowOf(other, 'en').id, version: 1 };
    expect((await app(t, 'news/index_pop/seen', notPop, 'en', u)).body.code).toBe('content_not_found');
    expect((await app(t, 'news/index_pop/seen', mark, 'en')).body.type).toBe('999');
  });

  it('null when there is no published pop-up', async () => {
    expect(ok(await app(t, 'news/index_pop', {}, 'en'))).toBeNull();
  });
});

describe('the home menu', () => {
  it('every catalogue entry shown in catalogue order; the console hides and reorders', async () => {
    const menu = ok<MenuRow[]>(await app(t, 'menu'));
    expect(menu.map((m) => m.name)).toEqual(HOME_MENU_CATALOGUE.map((e) => e.key));
    expect(menu[0]).toMatchObject({
      name: 'deposit',
      title: 'deposit',
      url: '/pages/fund/receive',
      section: 'trade',
      sort: 1,
      show: true,
      open_type: 'navigateTo',
      is_financial: false,
    });
    expect(menu.find((m) => m.name === 'ieo')).toMatchObject({ is_financial: true, section: 'earn' });

    const saved = ok<OpsMenu>(
      await ops(t, 'menu/save', {
        items: [
          { key: 'game', sort: 0, show: true },
          { key: 'deposit', sort: 5, show: false },
        ],
      }),
    );
    expect(saved.items.find((i) => i.key === 'deposit')).toMatchObject({ sort: 5, show: false });
    const audit = await auditRowsOf(t, 'content_menu', 'home');
    expect(audit.map((r) => r.action)).toEqual(['content.menu_save']);
    expect((audit[0]!.after as OpsMenu).items.find((i) => i.key === 'deposit')).toMatchObject({
      show: false,
    });
    expect((audit[0]!.before as OpsMenu).items.find((i) => i.key === 'deposit')).toMatchObject({
      show: true,
    });
    const after = ok<MenuRow[]>(await app(t, 'menu'));
    expect(after[0]!.name).toBe('game');
    expect(after.map((m) => m.name)).not.toContain('deposit');
    expect(after).toHaveLength(HOME_MENU_CATALOGUE.length - 1);
    const sorts = after.map((m) => m.sort);
    expect([...sorts].sort((a, b) => a - b)).toEqual(sorts);
    // unknown or repeated keys change nothing
    for (const items of [
      [{ key: 'nope', sort: 1, show: true }],
      [
        { key: 'otc', sort: 1, show: true },
        { key: 'otc', sort: 2, show: true },
      ],
    ])
      expect((await ops(t, 'menu/save', { items })).body.code).toBe('content_menu_invalid');
  });
});

describe('public settings', () => {
  it('webview_allowlist is readable through getSetting (empty by default)', async () => {
    const r = await get(t.app, '/getSetting', { keyword: 'webview_allowlist' });
    expect(r.body).toMatchObject({ type: 'ok', message: { key: 'webview_allowlist', value: '' } });
  });
});
