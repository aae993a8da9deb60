import type { OpsNftSeriesSaveRequest, ParsedRequestOf, ReplyOf } from '@meridian/contract';
import { API } from '@meridian/contract';
import { fail } from '../../../platform/http/app-error';
import type { CronDefinition } from '../../../platform/jobs';
import type { NftDeps } from '../nft.deps';
import type { NftMediaFile } from '../ops/media';

type Api = typeof API.nft;

/**
 * Blind boxes (issue 16 item 4): a series is created with a random seed and its published commitment; each box
 * is an item bought like any other; `openBlindBox` draws by the published algorithm (contract nft-rules.ts);
 * when the series sells out or ends, a job draws the boxes still sealed and reveals the seed.
 */
export class NftBoxes {
  constructor(private readonly d: NftDeps) {}

  get jobDefinitions(): CronDefinition[] {
    return [];
  }

  open(_userId: number, _q: ParsedRequestOf<Api['openBox']>): Promise<ReplyOf<Api['openBox']>> {
    throw fail('function_under_development');
  }
  series(_q: ParsedRequestOf<Api['boxSeries']>): Promise<ReplyOf<Api['boxSeries']>> {
    throw fail('function_under_development');
  }
  /** The console's series list. */
  list(_q: { page: number; limit: number }): Promise<ReplyOf<(typeof API.opsNft)['boxSeries']>> {
    throw fail('function_under_development');
  }
  /**
   * Creates a series for the console (and the demo): the media of each prize resolved by `media`, a random seed,
   * its commitment, and one box item per slot. `audit` runs in the creation's transaction.
   */
  create(
    _input: OpsNftSeriesSaveRequest,
    _media: (url: string) => Promise<NftMediaFile>,
    _audit?: (tx: import('../../../platform/db').Tx, id: number) => Promise<void>,
  ): Promise<ReplyOf<(typeof API.opsNft)['seriesSave']>> {
    throw fail('function_under_development');
  }
}
