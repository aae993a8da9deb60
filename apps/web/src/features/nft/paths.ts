/** Routes of the NFT screens (app/routes.ts); query parameters carry `code`, `uid`, `id`, `tab`. */
export const NFT_MARKET = '/pages/nft/nft';
export const NFT_MY = '/pages/nft/myNft';
export const NFT_MINE = '/pages/nft/mine';
export const NFT_SEARCH = '/pages/nft/components/search';
export const NFT_ARTISTS = '/pages/nft/components/artist';
export const NFT_ARTWORKS = '/pages/nft/components/artwork';
export const NFT_COLLECTIONS = '/pages/nft/components/collection';
export const DEPOSIT_PATH = '/pages/fund/receive';

export type PurchaseTab = 'pay' | 'buy' | 'sell';
export const purchasePath = (tab: PurchaseTab): string => `/pages/nft/purchase?tab=${tab}`;
export const artistPath = (uid: number): string => `/pages/nft/artistDetail?uid=${uid}`;
export const purchaseOnePath = (code: string): string =>
  `/pages/nft/purchase_one?code=${encodeURIComponent(code)}`;
export const payOrderPath = (id: number): string => `/pages/nft/purchase_one?order=${id}`;
export const resellPath = (code: string): string => `/pages/nft/resell?code=${encodeURIComponent(code)}`;
export const verifyPath = (seriesId: number): string => `/pages/nft/verify?id=${seriesId}`;
export const collectionPath = (id: number): string => `/pages/nft/components/artwork?collection_id=${id}`;

/** `?id=` / `?uid=` as a positive integer, else 0 (the screen then says it is missing). */
export function idParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** `?code=`: a lower-case hex code, else '' (then the screen says the item is missing). */
export function codeParam(value: string | null): string {
  const v = (value ?? '').trim().toLowerCase();
  return /^[0-9a-f]{8,64}$/.test(v) ? v : '';
}
