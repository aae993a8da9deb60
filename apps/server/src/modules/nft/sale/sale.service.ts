import type { ParsedRequestOf, ReplyOf } from '@meridian/contract';
import { API } from '@meridian/contract';
import { fail } from '../../../platform/http/app-error';
import type { NftDeps } from '../nft.deps';

type Api = typeof API.nft;

/**
 * Fixed-price sales and resale listings (issue 16 items 2 and 5): `buyNFT` (one buyer wins; the buyer pays, the
 * seller gets the price less the platform fee and the creator's royalty, ownership moves, the sale is recorded,
 * all in one transaction) — boxes are bought the same way — and `resellNFT` (irreversible).
 */
export class NftSales {
  constructor(private readonly d: NftDeps) {}

  buy(_userId: number, _q: ParsedRequestOf<Api['buy']>): Promise<ReplyOf<Api['buy']>> {
    throw fail('function_under_development');
  }
  resell(_userId: number, _q: ParsedRequestOf<Api['resell']>): Promise<ReplyOf<Api['resell']>> {
    throw fail('function_under_development');
  }
}
