import { HOME_MENU_CATALOGUE, HOME_MENU_SECTIONS } from '@meridian/contract/content';
import type { HomeMenuEntry, HomeMenuIcon, HomeMenuSection } from '@meridian/contract/content';

/**
 * The home menu: the server's `menu` rows say which catalogue entries show and in what order;
 * the catalogue (contract) gives each its icon, route and section, and its key is the title's i18n key under
 * `pages.`. Without the server's rows (the call failed, or not read yet) the whole catalogue shows in its
 * default order.
 */
export type MenuIcon = HomeMenuIcon;

export interface MenuEntry {
  key: string;
  icon: MenuIcon;
  /** i18n key under `pages.`. */
  title: string;
  path: string;
}

export interface MenuSection {
  title: 'sectionTrade' | 'sectionEarn' | 'sectionServices';
  entries: MenuEntry[];
}

const SECTION_TITLE: Record<HomeMenuSection, MenuSection['title']> = {
  trade: 'sectionTrade',
  earn: 'sectionEarn',
  services: 'sectionServices',
};

const BY_KEY = new Map<string, HomeMenuEntry>(HOME_MENU_CATALOGUE.map((e) => [e.key, e]));

/** A shown menu row as the server sends it: `name` is its catalogue key (rows come shown-only, in order). */
export interface ShownMenuRow {
  name: string;
}

/** Sections of the entries in `keys`' order (unknown keys dropped, each key once, empty sections left out). */
export function homeMenu(rows: readonly ShownMenuRow[] | undefined): MenuSection[] {
  const keys = rows ? rows.map((r) => r.name) : HOME_MENU_CATALOGUE.map((e) => e.key);
  const seen = new Set<string>();
  const bySection = new Map<HomeMenuSection, MenuEntry[]>();
  for (const key of keys) {
    const e = BY_KEY.get(key);
    if (!e || seen.has(key)) continue;
    seen.add(key);
    const list = bySection.get(e.section) ?? [];
    list.push({ key: e.key, icon: e.icon, title: e.key, path: e.path });
    bySection.set(e.section, list);
  }
  return HOME_MENU_SECTIONS.flatMap((s) => {
    const entries = bySection.get(s);
    return entries ? [{ title: SECTION_TITLE[s], entries }] : [];
  });
}
