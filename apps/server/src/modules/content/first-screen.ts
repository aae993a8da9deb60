import { CONTENT_CATEGORY, HOME_BANNERS, type FirstScreenData } from '@meridian/contract/content';
import type { DocumentParts } from '../../platform/http/static-assets';
import type { SettingsService } from '../settings';
import type { ContentService } from './content.service';

/**
 * What index.html tells a visitor's home before any request (platform/http/static-assets.ts): the site's name and
 * the first banner in the shell's language as texts of the build's slots, how to draw that banner (its own text,
 * its cover picture, or the built-in slides when none is published) as an attribute, and the two replies as the
 * app's first data. Read at most once per `ttlMs`: a publication reaches new visitors within it, and a crowd of
 * them costs two reads.
 */
export class HomeFirstScreen {
  private cached: { at: number; parts: Promise<DocumentParts> } | undefined;

  constructor(
    private readonly d: {
      content: ContentService;
      settings: SettingsService;
      /** The deployment's public origin, for an uploaded logo's address ('' leaves it relative). */
      origin: string;
      ttlMs?: number;
      now?: () => number;
    },
  ) {}

  parts(): Promise<DocumentParts> {
    const now = (this.d.now ?? Date.now)();
    if (!this.cached || now - this.cached.at >= (this.d.ttlMs ?? 5_000)) {
      const entry = { at: now, parts: this.read() };
      this.cached = entry;
      // a failed read is tried again by the next request
      entry.parts.catch(() => {
        if (this.cached === entry) this.cached = undefined;
      });
    }
    return this.cached.parts;
  }

  private async read(): Promise<DocumentParts> {
    const { lang, limit } = HOME_BANNERS;
    const [site, reply] = await Promise.all([
      this.d.settings.siteConfig(this.d.origin),
      this.d.content.list({ c_id: CONTENT_CATEGORY.banners, page: 1, limit }, lang),
    ]);
    const first = reply.data[0];
    const data: FirstScreenData = { site, banners: { lang, limit, reply } };
    return {
      attributes: {
        'data-first-banner': !first ? 'builtin' : first.cover ? 'cover' : 'text',
        'data-site-logo': site.site_logo ? 'custom' : 'default',
      },
      slots: {
        'site-name': site.site_name,
        'site-logo': site.site_logo,
        'banner-title': first?.title ?? '',
        'banner-summary': first?.summary ?? '',
        'banner-cover': first?.cover ?? '',
      },
      data,
    };
  }
}
