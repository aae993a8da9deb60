import {
  SITE_SETTING_KEYS,
  type OpsSiteSettings,
  type SiteSettingKey,
  webviewOrigins,
} from '@meridian/contract/content';
import type { AuditHook } from '../../platform/audit-hook';
import type { Db } from '../../platform/db';
import type { SettingsService } from '../settings';

export interface ContentSiteDeps {
  db: Db;
  settings: Pick<SettingsService, 'getPublic' | 'setPublic'>;
}

/**
 * The public site settings the console's content screen edits (name, support link, APK and game links, the
 * webView allowlist), stored through the settings module and readable by anyone through GET /getSetting. The
 * contract validates them (http(s) links, https origins); the allowlist is stored one origin per line.
 */
export class ContentSite {
  constructor(private readonly d: ContentSiteDeps) {}

  /** GET /ops/content/settings */
  async read(): Promise<OpsSiteSettings> {
    const out = {} as Record<SiteSettingKey, string>;
    for (const key of SITE_SETTING_KEYS) out[key] = (await this.d.settings.getPublic(key)).value;
    return out;
  }

  /** POST /ops/content/settings/save (validated by the contract); audited with the values before and after. */
  async save(input: OpsSiteSettings, audit?: AuditHook<OpsSiteSettings>): Promise<OpsSiteSettings> {
    const after: OpsSiteSettings = {
      ...input,
      webview_allowlist: webviewOrigins(input.webview_allowlist).join('\n'),
    };
    const before = await this.read();
    await this.d.db.transaction(async (tx) => {
      for (const key of SITE_SETTING_KEYS) await this.d.settings.setPublic(key, after[key], tx);
      await audit?.(tx, before, after);
    });
    return after;
  }
}
