import { refuse } from '@meridian/contract';
import {
  HOME_MENU_CATALOGUE,
  type HomeMenuEntry,
  type MenuRow,
  type OpsMenu,
  type OpsMenuItem,
} from '@meridian/contract/content';
import type { AuditHook } from '../../platform/audit-hook';
import type { Db, DbOrTx } from '../../platform/db';
import * as repo from './content.repo';
import type { ContentMenuRow } from './content.schema';

const BY_KEY = new Map<string, HomeMenuEntry>(HOME_MENU_CATALOGUE.map((e) => [e.key, e]));

/**
 * The home menu (contract `HOME_MENU_CATALOGUE`): one row per entry with the operator's order and visibility.
 * Rows are added for new catalogue entries at start (sort = position in the catalogue, shown); a row whose key
 * left the catalogue is ignored.
 */
export class ContentMenu {
  constructor(private readonly db: Db) {}

  /** Adds the missing entries' rows (never changes an operator's). */
  async ensure(): Promise<void> {
    await repo.ensureMenuRows(
      this.db,
      HOME_MENU_CATALOGUE.map((e, i) => ({ key: e.key, sort: i + 1, show: true })),
    );
  }

  /** GET /menu — shown entries by sort ascending, as the original served them. */
  async appMenu(): Promise<MenuRow[]> {
    const rows = await this.rows(this.db);
    return rows
      .filter(({ row }) => row.show)
      .map(({ row, entry }) => ({
        id: row.id,
        name: entry.key,
        title: entry.key,
        icon: entry.icon,
        url: entry.path,
        section: entry.section,
        sort: row.sort,
        show: row.show,
        open_type: 'navigateTo' as const,
        is_financial: entry.is_financial,
      }));
  }

  /** GET /ops/content/menu — every entry (rows missing before the first start: catalogue defaults). */
  async opsMenu(db: DbOrTx = this.db): Promise<OpsMenu> {
    const rows = await this.rows(db);
    const have = new Set(rows.map((r) => r.entry.key));
    const items: OpsMenuItem[] = rows.map(({ row, entry }) => itemOf(entry, row.sort, row.show));
    HOME_MENU_CATALOGUE.forEach((e, i) => {
      if (!have.has(e.key)) items.push(itemOf(e, i + 1, true));
    });
    return { items };
  }

  /** POST /ops/content/menu/save — order and visibility of the given entries (content_menu_invalid otherwise). */
  async save(
    items: Array<{ key: string; sort: number; show: boolean }>,
    audit?: AuditHook<OpsMenu>,
  ): Promise<OpsMenu> {
    const keys = new Set<string>();
    for (const item of items) {
      if (!BY_KEY.has(item.key) || keys.has(item.key)) throw refuse('content_menu_invalid', {}, 'items');
      keys.add(item.key);
    }
    return this.db.transaction(async (tx) => {
      const before = await this.opsMenu(tx);
      for (const item of items) await repo.setMenuRow(tx, item.key, { sort: item.sort, show: item.show });
      const after = await this.opsMenu(tx);
      await audit?.(tx, before, after);
      return after;
    });
  }

  private async rows(db: DbOrTx): Promise<Array<{ row: ContentMenuRow; entry: HomeMenuEntry }>> {
    const out: Array<{ row: ContentMenuRow; entry: HomeMenuEntry }> = [];
    for (const row of await repo.menuRows(db)) {
      const entry = BY_KEY.get(row.key);
      if (entry) out.push({ row, entry });
    }
    return out;
  }
}

function itemOf(e: HomeMenuEntry, sort: number, show: boolean): OpsMenuItem {
  return {
    key: e.key,
    section: e.section,
    icon: e.icon,
    path: e.path,
    is_financial: e.is_financial,
    sort,
    show,
  };
}
