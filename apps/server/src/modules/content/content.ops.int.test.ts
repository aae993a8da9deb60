import type { Paginated } from '@meridian/contract';
import type {
  NewsArticle,
  OpsArticleGroup,
  OpsArticleListItem,
  OpsSiteSettings,
} from '@meridian/contract/content';
import { beforeEach, describe, expect, it } from 'vitest';
import { get } from '../../../test/api';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { auditRowsOf } from '../ops/ops.testing';
import { PNG } from '../settings/settings.testing';
import { app, detail, key, ok, ops, rowOf, saved, user } from './content.testing';

/**
 * The console's side: hostile HTML saved by an operator is served cleaned (and a row written
 * around the save is cleaned when read), saves and deletes per language and per group, every change audited,
 * the site settings validated and readable by the app, operator tokens only.
 */

let t: TestApp;
useTestApp((a) => (t = a));

const HOSTILE =
  '<p onclick="steal()">Hello <img src=x onerror=alert(1)><a href="jav&#x61;script:alert(1)">x</a></p>' +
  '<script>alert(1)</script><iframe src="https://evil.example.com"></iframe><svg onload=alert(1)></svg>' +
  '<a href="https://example.com/help">help</a><img src="/uploads/2026-01/abc.png" alt="chart">';
const CLEAN =
  '<p>Hello <a>x</a></p><a href="https://example.com/help" target="_blank" rel="noopener noreferrer">help</a>' +
  '<img src="/uploads/2026-01/abc.png" alt="chart" />';

describe('sanitising', () => {
  it('the console saves hostile HTML; news/detail answers it cleaned, as stored', async () => {
    const g = await saved(t, {
      category: 4,
      lang: 'en',
      title: '<b>Fees</b> & <script>alert(1)</script>limits',
      summary: '<img src=x onerror=alert(1)>Summary',
      content: HOSTILE,
    });
    const row = rowOf(g, 'en');
    expect(row).toMatchObject({ title: 'Fees & limits', summary: 'Summary', content: CLEAN });
    expect(await detail(t, row.id, 'en')).toMatchObject({ title: 'Fees & limits', content: CLEAN });
    const stored = await t.database.pool.query<{ content: string }>(
      'SELECT content FROM content_articles WHERE id = $1',
      [row.id],
    );
    expect(stored.rows[0]!.content).toBe(CLEAN);
  });

  it('a row written around the console (before a rule existed) is cleaned when read', async () => {
    const g = await saved(t, { category: 4, lang: 'en', title: 'Old' });
    const id = rowOf(g, 'en').id;
    await t.database.pool.query(
      'UPDATE content_articles SET content = $1, title = $2, updated_at = now() WHERE id = $3',
      [HOSTILE, 'Old<script>x</script>', id],
    );
    expect(await detail(t, id, 'en')).toMatchObject({ title: 'Old', content: CLEAN });
    const listedTitle = ok<Paginated<{ id: number; title: string }>>(await app(t, 'news/list', { c_id: 4 }));
    expect(listedTitle.data.find((i) => i.id === id)!.title).toBe('Old');
  });

  it('refuses a javascript: link or data: image in the link, cover and thumbnail fields', async () => {
    for (const bad of [
      { link: 'javascript:alert(1)' },
      { link: '//evil.example.com' },
      { cover: 'data:image/png;base64,AAAA' },
      { thumbnail: 'javascript:alert(1)' },
    ])
      expect(
        (await ops(t, 'article/save', { category: 5, language: 'en', title: 'B', ...bad })).body,
      ).toMatchObject({
        type: 'error',
        code: 'url_invalid',
      });
  });
});

describe('saves and deletes', () => {
  beforeEach(() => t.database.pool.query('DELETE FROM content_articles'));

  it('a new group per save without group_key; the version counts every save of the group; audited', async () => {
    const g = await saved(t, { category: 18, lang: 'en', title: 'FAQ', sorts: 3 });
    expect(g.group_key).toMatch(/^a-[0-9a-f]{10}$/);
    expect(g).toMatchObject({ category: 18, version: 1 });
    const zh = await saved(t, {
      group_key: g.group_key,
      category: 18,
      lang: 'zh',
      title: '常见问题',
      sorts: 7,
    });
    expect(zh.version).toBe(2);
    expect(zh.rows.map((r) => [r.lang, r.version, r.sorts])).toEqual([
      ['en', 2, 7],
      ['zh', 2, 7],
    ]);
    const edited = await saved(t, {
      group_key: g.group_key,
      category: 18,
      lang: 'en',
      title: 'FAQ v2',
      sorts: 7,
    });
    expect(edited).toMatchObject({ version: 3 });
    expect(rowOf(edited, 'en').title).toBe('FAQ v2');

    const audit = await auditRowsOf(t, 'content_article', g.group_key);
    expect(audit.map((a) => a.action)).toEqual(Array(3).fill('content.article_save'));
    expect(audit[0]).toMatchObject({ before: null, after: { version: 1, category: 18 } });
    expect(audit[1]!.before).toMatchObject({ version: 1 });
    expect(audit[2]!.after).toMatchObject({ version: 3 });

    const group = ok<OpsArticleGroup>(await ops(t, 'article', { group_key: g.group_key }));
    expect(group.rows.map((r) => r.lang)).toEqual(['en', 'zh']);
  });

  it('the category of a group is fixed; a title is required', async () => {
    const g = await saved(t, { category: 18, lang: 'en', title: 'FAQ' });
    const moved = await ops(t, 'article/save', {
      group_key: g.group_key,
      category: 19,
      language: 'th',
      title: 'x',
    });
    expect(moved.body.code).toBe('content_category_mismatch');
    for (const title of ['', '   ', '<script>alert(1)</script>'])
      expect((await ops(t, 'article/save', { category: 18, language: 'en', title })).body.code).toBe(
        'content_title_required',
      );
  });

  it('deletes one language, then the whole group; audited; unknown → content_not_found', async () => {
    const g = await saved(t, { group_key: key('del'), category: 4, lang: 'en', title: 'E' });
    await saved(t, { group_key: g.group_key, category: 4, lang: 'pt', title: 'P' });
    await saved(t, { group_key: g.group_key, category: 4, lang: 'tr', title: 'T' });
    const group = ok<OpsArticleGroup>(await ops(t, 'article', { group_key: g.group_key }));
    expect(ok(await ops(t, 'article/delete', { group_key: g.group_key, language: 'pt' }))).toEqual({
      deleted: 1,
    });
    // a Portuguese reader of the shared en link now gets the en row; the deleted row's own id is gone
    expect(await detail(t, rowOf(group, 'en').id, 'pt')).toMatchObject({ title: 'E', lang: 'en' });
    const gone = await app(t, 'news/detail', { id: rowOf(group, 'pt').id }, 'pt');
    expect(gone.body.code).toBe('content_not_found');
    expect(ok(await ops(t, 'article/delete', { group_key: g.group_key }))).toEqual({ deleted: 2 });
    expect((await ops(t, 'article', { group_key: g.group_key })).body.code).toBe('content_not_found');
    expect((await ops(t, 'article/delete', { group_key: g.group_key })).body.code).toBe('content_not_found');
    const audit = await auditRowsOf(t, 'content_article', g.group_key);
    expect(audit.map((a) => a.action).filter((a) => a === 'content.article_delete')).toHaveLength(2);
    expect(audit.at(-1)).toMatchObject({ after: null });
  });

  it('lists rows with filters and each group’s languages', async () => {
    const a = await saved(t, { group_key: 'list-a', category: 4, lang: 'en', title: 'A' });
    await saved(t, { group_key: a.group_key, category: 4, lang: 'jp', title: 'A jp' });
    await saved(t, { group_key: 'list-b', category: 5, lang: 'en', title: 'B', published: false });
    const all = ok<Paginated<OpsArticleListItem>>(await ops(t, 'articles'));
    expect(all.total).toBe(3);
    expect(all.data.map((r) => r.title)).toEqual(['B', 'A jp', 'A']);
    expect(all.data[1]).toMatchObject({ group_langs: ['en', 'jp'], published: true, demo: false });
    expect(all.data[0]).not.toHaveProperty('content');
    const jp = ok<Paginated<OpsArticleListItem>>(await ops(t, 'articles', { language: 'jp' }));
    expect(jp.data.map((r) => r.title)).toEqual(['A jp']);
    const cat5 = ok<Paginated<OpsArticleListItem>>(await ops(t, 'articles', { category: 5 }));
    expect(cat5.data.map((r) => [r.title, r.published])).toEqual([['B', false]]);
    const byGroup = ok<Paginated<OpsArticleListItem>>(
      await ops(t, 'articles', { group_key: 'list-a', limit: 1 }),
    );
    expect(byGroup).toMatchObject({ total: 2, limit: 1 });
  });
});

describe('site settings', () => {
  const SITE = {
    site_name: 'Meridian',
    support_url: 'https://help.example.com/chat',
    apk_download_url: 'http://dl.example.com/meridian.apk',
    game_url: '',
    webview_allowlist: 'https://partner.example.com\n\n  https://news.example.org:8443  ',
  };

  it('saves http(s) links and https origins; the app reads them; audited', async () => {
    const saved = ok<OpsSiteSettings>(await ops(t, 'settings/save', SITE));
    expect(saved.webview_allowlist).toBe('https://partner.example.com\nhttps://news.example.org:8443');
    expect(ok<OpsSiteSettings>(await ops(t, 'settings'))).toEqual(saved);
    const r = await get(t.app, '/getSetting', { keyword: 'webview_allowlist' });
    expect(r.body.message).toEqual({ key: 'webview_allowlist', value: saved.webview_allowlist });
    const support = await get(t.app, '/getSetting', { keyword: 'support_url' });
    expect((support.body.message as { value: string }).value).toBe(SITE.support_url);
    const audit = await auditRowsOf(t, 'settings', 'site');
    expect(audit.map((a) => a.action)).toEqual(['content.settings_save']);
    expect(audit[0]!.before).toMatchObject({ webview_allowlist: '', support_url: '' });
    expect(audit[0]!.after).toMatchObject({ support_url: SITE.support_url });
  });

  it.each([
    { support_url: 'javascript:alert(1)' },
    { apk_download_url: 'ftp://dl.example.com/a.apk' },
    { game_url: 'https://user:pw@game.example.com' },
    { webview_allowlist: 'http://partner.example.com' },
    { webview_allowlist: 'https://partner.example.com/path' },
    { webview_allowlist: 'https://ok.example.com\njavascript:alert(1)' },
    { site_name: '' },
  ])('refuses %o', async (bad) => {
    const r = await ops(t, 'settings/save', { ...SITE, ...bad });
    expect(r.body).toMatchObject({ type: 'error', code: 'content_settings_invalid' });
  });
});

describe('access and uploads', () => {
  it('operator tokens only', async () => {
    const u = await user(t);
    for (const path of ['articles', 'article/save', 'menu/save', 'settings/save']) {
      const r = await app(t, `ops/content/${path}`, { category: 4, language: 'en', title: 'x' }, 'en', u);
      expect(r.body.type).toBe('999');
    }
  });

  it('stores an uploaded image for an article and answers its URL', async () => {
    const { operatorToken } = await import('../../../test/spot-users');
    const boundary = '----content-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/content/upload',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: await operatorToken(t),
      },
      payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    const url = res.json<{ type: string; message: { url: string } }>().message.url;
    expect(url).toMatch(/\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    const g = await saved(t, {
      category: 5,
      lang: 'en',
      title: 'Banner',
      cover: url,
      content: `<img src="${url}">`,
    });
    expect(rowOf(g, 'en')).toMatchObject({ cover: url, content: `<img src="${url}" />` });
    expect(ok<NewsArticle>(await app(t, 'news/detail', { id: rowOf(g, 'en').id })).cover).toBe(url);
  });
});
