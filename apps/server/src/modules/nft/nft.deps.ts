import type { Db } from '../../platform/db';
import type { Services } from '../../platform/module';
import type { Notifier } from '../notifications';
import type { NftDirectory } from './directory';

/** Ledger reference types of the module's holds (statements label them: kinds.ts HOLD_FOR / RELEASE_FOR). */
export const NFT_MARGIN_REF = 'nft_margin';
export const NFT_BID_REF = 'nft_bid';
export const NFT_SALE_REF = 'nft_sale';
export const NFT_ORDER_REF = 'nft_order';

/** What every part of the NFT module is built from. */
export interface NftDeps {
  db: Db;
  ledger: Services['ledger'];
  notifier: Notifier;
  dir: NftDirectory;
  /** DEMO_CONTENT: demo items are listed only when on. */
  demoContent: boolean;
  now: () => Date;
}
