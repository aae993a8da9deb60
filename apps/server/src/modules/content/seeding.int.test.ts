import { LANG_CODES } from '@meridian/contract';
import { type NewsArticle, type OpsArticleGroup } from '@meridian/contract/content';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { ContentSeed } from './seeding';
import { app, ok, ops, saved } from './content.testing';
import { SEED_ARTICLES } from './seed';
import type { SeedArticle } from './seed/types';

/**
 * The starting content: saved through the console's save, insert-only (a second start changes
 * nothing, an operator's edit survives), demo items skipped while DEMO_CONTENT is off, and the real seed files:
 * every article in all nine languages, saved without a failure, published, not demo.
 */

let t: TestApp;
useTestApp((a) => (t = a));

const silent = pino({ level: 'silent' });

const seedOf = (articles: Partial<Record<string, readonly SeedArticle[]>>, demoContent = false) =>
  new ContentSeed({
    db: t.database.db,
    editor: t.services.contentEditor,
    menu: t.services.contentMenu,
    demoContent,
    log: silent,
    articles,
  });

const article = (over: Partial<SeedArticle>): SeedArticle => ({
  key: 'seed-about',
  category: 19,
  sorts: 50,
  title: 'About',
  summary: 'Who we are',
  html: '<p>We are <script>alert(1)</script>Meridian.</p>',
  ...over,
});

describe('the seed runner', () => {
  it('inserts only missing rows; a restart changes nothing; an operator’s edit survives', async () => {
    const files = {
      en: [article({}), article({ key: 'seed-demo', category: 4, title: 'Demo news', demo: true })],
      th: [article({ title: 'เกี่ยวกับ' })],
    };
    expect(await seedOf(files).ensure()).toEqual({ inserted: 2, skipped: 1, failed: 0 });
    const about = ok<NewsArticle>(await app(t, 'aboutus', {}, 'th'));
    expect(about).toMatchObject({ group_key: 'seed-about', lang: 'th', content: '<p>We are Meridian.</p>' });
    const group = ok<OpsArticleGroup>(await ops(t, 'article', { group_key: 'seed-about' }));
    expect(group.rows.map((r) => [r.lang, r.demo, r.published])).toEqual([
      ['en', false, true],
      ['th', false, true],
    ]);

    // the operator edits the en text and the order; a restart re-runs the seed
    const edited = await saved(t, {
      group_key: 'seed-about',
      category: 19,
      lang: 'en',
      title: 'About Meridian (edited)',
      sorts: 9,
    });
    expect(await seedOf(files).ensure()).toEqual({ inserted: 0, skipped: 3, failed: 0 });
    const after = ok<NewsArticle>(await app(t, 'aboutus', {}, 'en'));
    expect(after).toMatchObject({ title: 'About Meridian (edited)', version: edited.version, sorts: 9 });

    // a language added to the files later joins the group without touching the operator's order
    const more = { ...files, pt: [article({ title: 'Sobre' })] };
    expect(await seedOf(more).ensure()).toMatchObject({ inserted: 1 });
    expect(ok<NewsArticle>(await app(t, 'aboutus', {}, 'pt'))).toMatchObject({ title: 'Sobre', sorts: 9 });
    expect(ok<NewsArticle>(await app(t, 'aboutus', {}, 'en')).title).toBe('About Meridian (edited)');

    // demo items only while DEMO_CONTENT is on, labelled demo
    expect(await seedOf(files, true).ensure()).toMatchObject({ inserted: 1 });
    const demo = await t.database.pool.query<{ demo: boolean }>(
      "SELECT demo FROM content_articles WHERE group_key = 'seed-demo'",
    );
    expect(demo.rows).toEqual([{ demo: true }]);
  });

  it('a seed item the console would refuse is logged and skipped, the others saved', async () => {
    const files = {
      en: [
        article({ key: 'seed-bad', title: '' }),
        article({ key: 'seed-bad-link', link: 'javascript:alert(1)' }),
        article({ key: 'seed-good', category: 33, title: 'Contact' }),
      ],
    };
    expect(await seedOf(files).ensure()).toEqual({ inserted: 1, skipped: 0, failed: 2 });
  });
});

describe('the starting content', () => {
  const en = SEED_ARTICLES.en ?? [];
  const keys = en.map((a) => a.key).sort();

  it('has every article in all nine languages, the same keys, categories and sorts', () => {
    expect(keys.length).toBeGreaterThan(0);
    expect(Object.keys(SEED_ARTICLES).sort()).toEqual([...LANG_CODES].sort());
    for (const lang of LANG_CODES) {
      const list = SEED_ARTICLES[lang] ?? [];
      expect(list.map((a) => a.key).sort(), lang).toEqual(keys);
      for (const a of list) {
        const base = en.find((e) => e.key === a.key)!;
        expect([a.category, a.sorts, a.link ?? ''], `${lang}/${a.key}`).toEqual([
          base.category,
          base.sorts,
          base.link ?? '',
        ]);
        expect(a.title.trim(), `${lang}/${a.key}`).not.toBe('');
      }
    }
  });

  it('is saved whole, published and not demo; a second start inserts nothing', async () => {
    await t.database.pool.query('DELETE FROM content_articles');
    const first = await t.services.contentSeed.ensure();
    const expected = Object.values(SEED_ARTICLES).reduce((n, list) => n + (list?.length ?? 0), 0);
    expect(first).toEqual({ inserted: expected, skipped: 0, failed: 0 });
    const rows = await t.database.pool.query<{ n: string; lang: string }>(
      'SELECT lang, count(*) AS n FROM content_articles WHERE published AND NOT demo GROUP BY lang',
    );
    for (const [lang, list] of Object.entries(SEED_ARTICLES))
      expect(Number(rows.rows.find((r) => r.lang === lang)?.n ?? 0), lang).toBe(list?.length ?? 0);
    expect(await t.services.contentSeed.ensure()).toEqual({ inserted: 0, skipped: expected, failed: 0 });
    // every fixed page answers in every language
    for (const lang of LANG_CODES)
      for (const path of ['faq', 'aboutus', 'contactus', 'operational_compliance', 'invite_article']) {
        const a = ok<NewsArticle | null>(await app(t, path, {}, lang));
        expect(a?.lang, `${path} in ${lang}`).toBe(SEED_ARTICLES[lang] ? lang : 'en');
      }
  }, 90_000); // 180 saves through the console's save: well under that, but loaded CI machines vary
});
