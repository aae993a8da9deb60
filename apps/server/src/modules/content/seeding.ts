import { LANG_CODES, type LangCode } from '@meridian/contract';
import { opsArticleSaveRequest } from '@meridian/contract/content';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db';
import * as repo from './content.repo';
import type { ContentEditor } from './editor';
import type { ContentMenu } from './menu';
import { SEED_ARTICLES } from './seed';
import type { SeedArticle } from './seed/types';

/** Article groups saved at once by the seed (each save is one short transaction; the pool has room). */
const SEED_PARALLEL = 4;

export interface SeedReport {
  inserted: number;
  skipped: number;
  failed: number;
}

/**
 * The starting content: every seed article of every language that has no (group, lang) row yet is
 * saved through the console's own save (sanitised, versioned), and the home menu's rows are added. An article an
 * operator edited or deleted one language of is never overwritten: only missing rows are inserted (a deleted
 * row comes back on the next start — delete the whole group, or unpublish, to retire a starting text). Items
 * marked demo are skipped while DEMO_CONTENT is off. Idempotent; safe on several nodes (each save holds the
 * group's lock and re-checks).
 */
export class ContentSeed {
  constructor(
    private readonly d: {
      db: Db;
      editor: ContentEditor;
      menu: ContentMenu;
      demoContent: boolean;
      log: FastifyBaseLogger;
      /** The seed files (tests pass their own). */
      articles?: Partial<Record<LangCode, readonly SeedArticle[]>>;
    },
  ) {}

  async ensure(): Promise<SeedReport> {
    await this.d.menu.ensure();
    const existing = await repo.existingPairs(this.d.db);
    const report: SeedReport = { inserted: 0, skipped: 0, failed: 0 };
    const source = this.d.articles ?? SEED_ARTICLES;
    // one queue per article group (its languages in order: each save holds the group's lock), SEED_PARALLEL
    // groups at once: 180 saves one after the other took minutes on a loaded machine, before the node served
    const groups = new Map<string, { lang: LangCode; article: SeedArticle }[]>();
    for (const lang of LANG_CODES) {
      for (const a of source[lang] ?? []) {
        if (existing.has(`${a.key}:${lang}`) || (a.demo && !this.d.demoContent)) {
          report.skipped++;
          continue;
        }
        const list = groups.get(a.key) ?? [];
        list.push({ lang, article: a });
        groups.set(a.key, list);
      }
    }
    const queue = [...groups.values()];
    const worker = async () => {
      for (let items = queue.shift(); items; items = queue.shift())
        for (const { lang, article } of items) await this.saveOne(article, lang, report);
    };
    await Promise.all(Array.from({ length: SEED_PARALLEL }, worker));
    if (report.inserted > 0) this.d.log.info(report, 'content: starting content saved');
    return report;
  }

  private async saveOne(a: SeedArticle, lang: LangCode, report: SeedReport): Promise<void> {
    try {
      // the console's rules: the same request schema, the same save
      const input = opsArticleSaveRequest.parse({
        group_key: a.key,
        category: a.category,
        language: lang,
        title: a.title,
        summary: a.summary,
        content: a.html,
        link: a.link ?? '',
        sorts: a.sorts,
        published: true,
      });
      await this.d.editor.save(input, undefined, { demo: a.demo ?? false, onlyIfMissing: true });
      report.inserted++;
    } catch (err) {
      report.failed++;
      this.d.log.error({ err, key: a.key, lang }, 'content: a starting article could not be saved');
    }
  }
}
