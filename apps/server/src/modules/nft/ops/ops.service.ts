import type { ParsedRequestOf, ReplyOf } from '@meridian/contract';
import { API } from '@meridian/contract';
import { fail } from '../../../platform/http/app-error';
import type { NftBoxes } from '../box/box.service';
import type { NftDeps } from '../nft.deps';

type Api = typeof API.opsNft;
type Req<K extends keyof Api> = ParsedRequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ReplyOf<Api[K]>>;
/** Writes the action's audit row in its transaction (ops.audit). */
export type NftAudit = import('../../../platform/audit-hook').AuditHook<unknown>;

/**
 * The console's NFT calls (issue 16 item 1): artists, collections, media, artworks, hiding, blind-box series.
 * The demo catalogue is created through these same calls.
 */
export class NftOps {
  constructor(private readonly d: NftDeps & { boxes: NftBoxes }) {}

  artists(_q: Req<'artists'>): Res<'artists'> {
    throw fail('function_under_development');
  }
  artistSave(_q: Req<'artistSave'>, _audit?: (id: number) => NftAudit): Res<'artistSave'> {
    throw fail('function_under_development');
  }
  collections(_q: Req<'collections'>): Res<'collections'> {
    throw fail('function_under_development');
  }
  collectionSave(_q: Req<'collectionSave'>, _audit?: (id: number) => NftAudit): Res<'collectionSave'> {
    throw fail('function_under_development');
  }
  items(_q: Req<'items'>): Res<'items'> {
    throw fail('function_under_development');
  }
  itemSave(_q: Req<'itemSave'>, _audit?: (id: number) => NftAudit): Res<'itemSave'> {
    throw fail('function_under_development');
  }
  itemHide(_q: Req<'itemHide'>, _audit?: (id: number) => NftAudit): Res<'itemHide'> {
    throw fail('function_under_development');
  }
  boxSeries(q: Req<'boxSeries'>): Res<'boxSeries'> {
    return this.d.boxes.list(q);
  }
  seriesSave(_q: Req<'seriesSave'>, _audit?: (id: number) => NftAudit): Res<'seriesSave'> {
    throw fail('function_under_development');
  }
}
