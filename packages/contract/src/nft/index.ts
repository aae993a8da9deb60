/** NFT: collections, items, sales, bids, boxes and the operator screens. */
export * from './nft';
export * from './nft-rules';
export * from './nft-views';
export * from './ops-nft';
