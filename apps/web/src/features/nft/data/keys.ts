import type { NftListRequest } from '@meridian/contract/nft';

/**
 * Query keys of the NFT screens: one invalidation of `all` reloads every NFT read. Server texts
 * (messages, some names) follow the request's language, so lists that carry texts key on it.
 */
export type NftListFilter = Omit<NftListRequest, 'page' | 'limit'>;

export const nftKeys = {
  all: ['nft'] as const,
  list: (filter: NftListFilter) => [...nftKeys.all, 'list', filter] as const,
  detail: (code: string) => [...nftKeys.all, 'detail', code] as const,
  bids: (code: string) => [...nftKeys.all, 'bids', code] as const,
  artists: () => [...nftKeys.all, 'artists'] as const,
  artist: (uid: number) => [...nftKeys.all, 'artist', uid] as const,
  series: (uid: number) => [...nftKeys.all, 'series', uid] as const,
  currencies: () => [...nftKeys.all, 'currencies'] as const,
  favourites: () => [...nftKeys.all, 'favourites'] as const,
  mine: () => [...nftKeys.all, 'mine'] as const,
  myBids: () => [...nftKeys.all, 'myBids'] as const,
  purchases: (side: string) => [...nftKeys.all, 'purchases', side] as const,
  orders: () => [...nftKeys.all, 'orders'] as const,
  boxSeries: (id: number) => [...nftKeys.all, 'boxSeries', id] as const,
};
