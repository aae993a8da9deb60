import type { ParsedRequestOf, ReplyOf } from '@meridian/contract';
import { API } from '@meridian/contract';
import { fail } from '../../../platform/http/app-error';
import type { CronDefinition } from '../../../platform/jobs';
import type { NftDeps } from '../nft.deps';
import type { NftItemRow } from '../nft.schema';

type Api = typeof API.nft;
type Req<K extends keyof Api> = ParsedRequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ReplyOf<Api[K]>>;

/**
 * Auctions (issue 16 item 3): the deposit (once per user per listing, held), bids (at least the current bid +
 * the step, the leading bid held and released when outbid, a late bid extends the end), bid records, and the
 * close and payment-deadline jobs with the winner's payment order.
 */
export class NftAuctions {
  constructor(private readonly d: NftDeps) {}

  get jobDefinitions(): CronDefinition[] {
    return [];
  }

  /** The viewer's auction state on an item's page (null when the item is not at auction). */
  stateFor(_item: NftItemRow, _viewerId: number | undefined): Promise<ReplyOf<Api['boxDetail']>['auction']> {
    return Promise.resolve(null);
  }

  margin(_userId: number, _q: Req<'margin'>): Res<'margin'> {
    throw fail('function_under_development');
  }
  bid(_userId: number, _q: Req<'bid'>): Res<'bid'> {
    throw fail('function_under_development');
  }
  bids(_viewer: number | undefined, _q: Req<'bids'>): Res<'bids'> {
    throw fail('function_under_development');
  }
  myBids(_userId: number, _q: Req<'myBids'>): Res<'myBids'> {
    throw fail('function_under_development');
  }
  needPay(_userId: number, _q: Req<'needPay'>): Res<'needPay'> {
    throw fail('function_under_development');
  }
  readOrder(_userId: number, _q: Req<'readOrder'>): Res<'readOrder'> {
    throw fail('function_under_development');
  }
  payOrder(_userId: number, _q: Req<'payOrder'>): Res<'payOrder'> {
    throw fail('function_under_development');
  }
}
