import {
  PUBLIC_SETTING_KEYS,
  type GetSettingResponse,
  type PublicSettingKey,
  type SiteConfig,
  refuse,
} from '@meridian/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import { settings } from './settings.schema';

/** Values a fresh deployment starts with; operators change them later (console). */
const DEFAULTS: Record<string, string> = {
  site_name: 'Meridian',
  site_logo: '/h5/logo.svg',
  version: '1',
  apk_download_url: '',
  support_url: '',
  game_url: '',
  // https origins approved for the webView page, one per line (the console's site settings)
  webview_allowlist: '',
};

export class SettingsService {
  constructor(
    private readonly db: Db,
    private readonly opts: { demoMarket: boolean },
  ) {}

  async ensureDefaults(): Promise<void> {
    const rows = Object.entries(DEFAULTS).map(([key, value]) => ({ key, value }));
    await this.db.insert(settings).values(rows).onConflictDoNothing();
  }

  /** GET /getSetting — only whitelisted public keys; secrets are never served. */
  async getPublic(keyword: string): Promise<GetSettingResponse> {
    if (!(PUBLIC_SETTING_KEYS as readonly string[]).includes(keyword))
      throw refuse('setting_not_public', {}, 'keyword');
    const [row] = await this.db.select().from(settings).where(eq(settings.key, keyword));
    return { key: keyword, value: row?.value ?? '' };
  }

  /**
   * Sets a public setting (the console's site settings, audited by the caller on its `db` transaction). Only
   * PUBLIC_SETTING_KEYS: secrets are never written from here.
   */
  async setPublic(key: PublicSettingKey, value: string, db: DbOrTx = this.db): Promise<void> {
    if (!(PUBLIC_SETTING_KEYS as readonly string[]).includes(key))
      throw refuse('setting_not_public', {}, 'key');
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  }

  /** GET /getSiteConfig */
  async siteConfig(origin: string): Promise<SiteConfig> {
    const rows = await this.db
      .select()
      .from(settings)
      .where(inArray(settings.key, ['site_name', 'site_logo']));
    const value = (key: string) => rows.find((r) => r.key === key)?.value ?? DEFAULTS[key] ?? '';
    const logo = value('site_logo');
    return {
      site_name: value('site_name'),
      site_logo: logo.startsWith('/') ? `${origin}${logo}` : logo,
      demo_market: this.opts.demoMarket,
    };
  }
}
