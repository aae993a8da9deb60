import { LIST_PAGE_SIZE_MAX } from '@meridian/contract';
import { type NftPayType, opsNftApi } from '@meridian/contract/nft';
import type {
  OpsNftArtistSaveRequest,
  OpsNftCollectionSaveRequest,
  OpsNftItemSaveRequest,
  OpsNftMedia,
  OpsNftSeriesSaveRequest,
} from '@meridian/contract/nft';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type Http } from '../../api/http';
import { liveUpload, postMultipart, type UploadDeps } from '../../api/multipart';
import { useAuditedChange } from '../../lib/change';

import { keyForClick } from '../../lib/queue';

/**
 * The console's NFT calls (contract API.opsNft): artists, collections, artworks (hide/show), blind-box
 * series, and the media upload. Every change carries its click's Idempotency-Key and refreshes the NFT lists and
 * the audit log (the server audits each one). `nftCalls` is the plain layer under the hooks.
 */

export type NftArea = 'artists' | 'collections' | 'items' | 'series';
export interface NftPageQuery {
  page: number;
  limit: number;
}
export interface NftItemsQuery extends NftPageQuery {
  pay_type?: NftPayType | undefined;
  keyword?: string | undefined;
}

export const nftKeys = {
  all: () => ['ops', 'nft'] as const,
  list: (area: NftArea, query: object) => ['ops', 'nft', area, query] as const,
};

export function nftCalls(h: Http) {
  const opts = (input: object) => ({ idempotencyKey: keyForClick(input) });
  const sig = (signal?: AbortSignal) => (signal ? { signal } : {});
  return {
    artists: (q: NftPageQuery, signal?: AbortSignal) => h.call(opsNftApi.artists, q, sig(signal)),
    artistSave: (input: OpsNftArtistSaveRequest) => h.call(opsNftApi.artistSave, input, opts(input)),
    collections: (q: NftPageQuery, signal?: AbortSignal) => h.call(opsNftApi.collections, q, sig(signal)),
    collectionSave: (input: OpsNftCollectionSaveRequest) =>
      h.call(opsNftApi.collectionSave, input, opts(input)),
    items: (q: NftItemsQuery, signal?: AbortSignal) => h.call(opsNftApi.items, q, sig(signal)),
    itemSave: (input: OpsNftItemSaveRequest) => h.call(opsNftApi.itemSave, input, opts(input)),
    itemHide: (input: { id: number; hidden: boolean }) => h.call(opsNftApi.itemHide, input, opts(input)),
    boxSeries: (q: NftPageQuery, signal?: AbortSignal) => h.call(opsNftApi.boxSeries, q, sig(signal)),
    seriesSave: (input: OpsNftSeriesSaveRequest) => h.call(opsNftApi.seriesSave, input, opts(input)),
  };
}

const calls = nftCalls(http);

const useChange = <I, O>(fn: (input: I) => Promise<O>) => useAuditedChange(nftKeys.all(), fn);

export function useNftArtists(query: NftPageQuery) {
  return useQuery({
    queryKey: nftKeys.list('artists', query),
    queryFn: ({ signal }) => calls.artists(query, signal),
    placeholderData: keepPreviousData,
  });
}
export function useNftCollections(query: NftPageQuery) {
  return useQuery({
    queryKey: nftKeys.list('collections', query),
    queryFn: ({ signal }) => calls.collections(query, signal),
    placeholderData: keepPreviousData,
  });
}
export function useNftItems(query: NftItemsQuery) {
  return useQuery({
    queryKey: nftKeys.list('items', query),
    queryFn: ({ signal }) => calls.items(query, signal),
    placeholderData: keepPreviousData,
  });
}
export function useNftSeries(query: NftPageQuery) {
  return useQuery({
    queryKey: nftKeys.list('series', query),
    queryFn: ({ signal }) => calls.boxSeries(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The pickers' choices: the first 100 artists (enabled ones only) and collections. */
const PICK = { page: 1, limit: LIST_PAGE_SIZE_MAX };
export function useArtistChoices() {
  const list = useNftArtists(PICK);
  return {
    loading: list.isPending,
    options: (list.data?.data ?? [])
      .filter((a) => a.enabled)
      .map((a) => ({ value: a.uid, label: `${a.name} (${a.account})` })),
  };
}
export function useCollectionChoices(uid: number | null | undefined) {
  const list = useNftCollections(PICK);
  return {
    loading: list.isPending,
    options: (list.data?.data ?? [])
      .filter((c) => c.uid === uid)
      .map((c) => ({ value: c.id, label: c.name })),
  };
}

export const useNftArtistSave = () => useChange(calls.artistSave);
export const useNftCollectionSave = () => useChange(calls.collectionSave);
export const useNftItemSave = () => useChange(calls.itemSave);
export const useNftItemHide = () => useChange(calls.itemHide);
export const useNftSeriesSave = () => useChange(calls.seriesSave);

export type { UploadDeps } from '../../api/multipart';

/** POST /ops/nft/media: multipart `file` and `uid` (the artist it is stored for). */
export function uploadNftMedia(
  file: Blob,
  fileName: string,
  uid: number,
  deps: UploadDeps = liveUpload,
  signal?: AbortSignal,
): Promise<OpsNftMedia> {
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('uid', String(uid));
  return postMultipart<OpsNftMedia>(opsNftApi.media, form, deps, signal);
}
