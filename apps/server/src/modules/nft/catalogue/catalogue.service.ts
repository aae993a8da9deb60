import type { ParsedRequestOf, ReplyOf } from '@meridian/contract';
import { API } from '@meridian/contract';
import { fail } from '../../../platform/http/app-error';
import type { NftDeps } from '../nft.deps';

type Api = typeof API.nft;
type Req<K extends keyof Api> = ParsedRequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ReplyOf<Api[K]>>;

/**
 * The marketplace's reads (issue 16 item 1): the list with its filters, an item's page (provenance, history,
 * the viewer's auction state), artists, collections, favourites, currencies, my items and my purchase records.
 */
export class NftCatalogue {
  constructor(private readonly d: NftDeps & { auctionState: AuctionStateReader }) {}

  boxList(_viewer: number | undefined, _q: Req<'boxList'>): Res<'boxList'> {
    throw fail('function_under_development');
  }
  boxDetail(_viewer: number | undefined, _q: Req<'boxDetail'>): Res<'boxDetail'> {
    throw fail('function_under_development');
  }
  artists(_q: Req<'artists'>): Res<'artists'> {
    throw fail('function_under_development');
  }
  artistDetail(_viewer: number | undefined, _q: Req<'artistDetail'>): Res<'artistDetail'> {
    throw fail('function_under_development');
  }
  series(_q: Req<'series'>): Res<'series'> {
    throw fail('function_under_development');
  }
  collect(_userId: number, _q: Req<'collect'>): Res<'collect'> {
    throw fail('function_under_development');
  }
  collection(_userId: number, _q: Req<'collection'>): Res<'collection'> {
    throw fail('function_under_development');
  }
  currencies(): Res<'currencies'> {
    throw fail('function_under_development');
  }
  myNfts(_userId: number, _q: Req<'myNfts'>): Res<'myNfts'> {
    throw fail('function_under_development');
  }
  purchases(_userId: number, _q: Req<'purchases'>): Res<'purchases'> {
    throw fail('function_under_development');
  }
}

/** The auction part's view of an item for a viewer (NftAuctions.stateFor): null for an item not at auction. */
export type AuctionStateReader = (
  item: import('../nft.schema').NftItemRow,
  viewerId: number | undefined,
) => Promise<ReplyOf<Api['boxDetail']>['auction']>;
