import { CONTENT_CATEGORY } from '@meridian/contract/content';
import type { FirstScreenData, NewsItem } from '@meridian/contract/content';
import type { Paginated, SiteConfig } from '@meridian/contract';

let served: FirstScreenData | null | undefined;

/**
 * The first replies of home as the server wrote them into index.html (`<script type="application/json"
 * id="first-screen">`: apps/server/src/modules/content/first-screen.ts), or undefined (another host, the service
 * worker's copy, a broken block). They are placeholders only: the app's own requests still go out, their replies
 * checked by the contract's schemas, and take their place.
 */
export function servedFirstScreen(
  doc: Document | undefined = globalThis.document,
): FirstScreenData | undefined {
  if (served === undefined) {
    served = null;
    try {
      const text = doc?.getElementById('first-screen')?.textContent;
      if (text) served = JSON.parse(text) as FirstScreenData;
    } catch {
      // the page works without it
    }
  }
  return served ?? undefined;
}

/** The served page of banners, when it is the page asked for (the shell's language, the carousel's size). */
export function servedBanners(lang: string, cId: number, limit: number): Paginated<NewsItem> | undefined {
  const banners = servedFirstScreen()?.banners;
  if (!banners || cId !== CONTENT_CATEGORY.banners || banners.lang !== lang || banners.limit !== limit)
    return undefined;
  return banners.reply;
}

export const servedSiteConfig = (): SiteConfig | undefined => servedFirstScreen()?.site;

/** Tests: forget what was read. */
export function forgetServedFirstScreen(): void {
  served = undefined;
}
