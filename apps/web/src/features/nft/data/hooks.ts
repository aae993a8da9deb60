import { LIST_PAGE_SIZE } from '@meridian/contract';
import { NFT_BUY_STATUS, NFT_ITEM_STATUS, NFT_PAY_TYPE, nftApi } from '@meridian/contract/nft';
import type { NftDetail } from '@meridian/contract/nft';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { nextPageOf } from '../../../api/paging';
import { nftKeys } from './keys';
import type { NftListFilter } from './keys';

/**
 * NFT reads (`/bind_box/*`). Lists are infinite queries for PagedView; pages never call the
 * API themselves. Every read is quiet: the screens show their own loading, empty and error states.
 */

const quiet = { silent: true, loading: false } as const;
/** Rows per page of the marketplace grid (two columns: an even number). */
export const NFT_GRID_PAGE = 10;

/** GET /bind_box/getBoxList — the marketplace, filtered (pay type, currency, status, type, keyword, …). */
export function useNftList(filter: NftListFilter, opts: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: nftKeys.list(filter),
    enabled: opts.enabled ?? true,
    initialPageParam: 1,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam }) =>
      api.call(nftApi.boxList, { ...filter, page: pageParam, limit: NFT_GRID_PAGE }, quiet),
    getNextPageParam: nextPageOf,
  });
}

/**
 * How often an item page re-reads itself: every 4 s while its auction runs (bids, leader, extension), every 10 s
 * once it ended until the close job ran; otherwise not.
 */
export function detailRefreshMs(d: NftDetail | undefined): number | false {
  if (
    !d ||
    d.pay_type !== NFT_PAY_TYPE.auction ||
    !d.auction ||
    d.auction.closed ||
    d.status === NFT_ITEM_STATUS.ended
  )
    return false;
  return d.buy_status === NFT_BUY_STATUS.buyable
    ? 4_000
    : d.buy_status === NFT_BUY_STATUS.ended
      ? 10_000
      : false;
}

/** GET /bind_box/getBoxDetail — the item, its history and the viewer's auction state. */
export function useNftDetail(code: string) {
  return useQuery({
    queryKey: nftKeys.detail(code),
    enabled: code !== '',
    staleTime: 0,
    refetchInterval: (q) => detailRefreshMs(q.state.data),
    queryFn: () => api.call(nftApi.boxDetail, { code }, quiet),
  });
}

/** GET /bind_box/getBindBoxQuotationLog — an auction's bids, newest first. */
export function useNftBids(code: string, refetchMs: number | false) {
  return useInfiniteQuery({
    queryKey: nftKeys.bids(code),
    enabled: code !== '',
    initialPageParam: 1,
    staleTime: 0,
    refetchInterval: refetchMs,
    queryFn: ({ pageParam }) => api.call(nftApi.bids, { code, page: pageParam, limit: 10 }, quiet),
    getNextPageParam: nextPageOf,
  });
}

export function useNftArtists() {
  return useInfiniteQuery({
    queryKey: nftKeys.artists(),
    initialPageParam: 1,
    staleTime: 30_000,
    queryFn: ({ pageParam }) => api.call(nftApi.artists, { page: pageParam, limit: LIST_PAGE_SIZE }, quiet),
    getNextPageParam: nextPageOf,
  });
}

export function useNftArtist(uid: number) {
  return useQuery({
    queryKey: nftKeys.artist(uid),
    enabled: uid > 0,
    staleTime: 10_000,
    queryFn: () => api.call(nftApi.artistDetail, { uid }, quiet),
  });
}

/** GET /bind_box/getSeries — collections (of one artist with `uid`). */
export function useNftCollections(uid = 0) {
  return useInfiniteQuery({
    queryKey: nftKeys.series(uid),
    initialPageParam: 1,
    staleTime: 30_000,
    queryFn: ({ pageParam }) =>
      api.call(nftApi.series, { page: pageParam, limit: LIST_PAGE_SIZE, ...(uid > 0 ? { uid } : {}) }, quiet),
    getNextPageParam: nextPageOf,
  });
}

export function useNftCurrencies() {
  return useQuery({
    queryKey: nftKeys.currencies(),
    staleTime: 300_000,
    queryFn: () => api.call(nftApi.currencies, {}, quiet),
  });
}

/** A paged list of the viewer's (favourites, items, bids, payment orders). */
function myPaged<T>(
  key: readonly unknown[],
  fetchPage: (page: number) => Promise<{ data: T[]; page: number; limit: number; total: number }>,
  refetchMs: number | false = false,
) {
  return {
    queryKey: key,
    initialPageParam: 1,
    staleTime: 0,
    refetchInterval: refetchMs,
    queryFn: ({ pageParam }: { pageParam: number }) => fetchPage(pageParam),
    getNextPageParam: nextPageOf,
  };
}
const mine = { limit: LIST_PAGE_SIZE };

export const useNftFavourites = () =>
  useInfiniteQuery(
    myPaged(nftKeys.favourites(), (page) => api.call(nftApi.collection, { ...mine, page }, quiet)),
  );
export const useMyNfts = () =>
  useInfiniteQuery(myPaged(nftKeys.mine(), (page) => api.call(nftApi.myNfts, { ...mine, page }, quiet)));
export const useMyNftBids = () =>
  useInfiniteQuery(myPaged(nftKeys.myBids(), (page) => api.call(nftApi.myBids, { ...mine, page }, quiet)));
/** Won auctions to pay (re-read every 30 s: the close job adds them). */
export const useNftOrders = () =>
  useInfiniteQuery(
    myPaged(nftKeys.orders(), (page) => api.call(nftApi.needPay, { ...mine, page }, quiet), 30_000),
  );

/** GET /bind_box/getMyPurchases — purchases (`buy`), or sales and royalties (`sell` then `royalty`). */
export function useNftPurchases(side: 'buy' | 'sell' | 'royalty') {
  return useInfiniteQuery({
    queryKey: nftKeys.purchases(side),
    initialPageParam: 1,
    staleTime: 0,
    queryFn: ({ pageParam }) =>
      api.call(nftApi.purchases, { page: pageParam, limit: LIST_PAGE_SIZE, side }, quiet),
    getNextPageParam: nextPageOf,
  });
}

/** GET /bind_box/getBoxSeries — a blind-box series with its odds, commitment, seed (once revealed) and draws. */
export function useNftBoxSeries(id: number) {
  return useQuery({
    queryKey: nftKeys.boxSeries(id),
    enabled: id > 0,
    staleTime: 0,
    queryFn: () => api.call(nftApi.boxSeries, { id }, quiet),
  });
}
