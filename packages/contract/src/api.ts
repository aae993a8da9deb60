import { endpointsOf, type AnyEndpoint } from './endpoint';
import { accountApi, profileApi } from './endpoints/account';
import { platformApi } from './endpoints/common';
import { conversionApi } from './endpoints/conversion';
import { copytradeApi, opsCopytradeApi } from './endpoints/copytrade';
import { demoApi } from './endpoints/demo';
import { dualApi } from './endpoints/dual';
import { ieoApi } from './endpoints/ieo';
import { lockmingApi } from './endpoints/lockming';
import { opsEarnApi } from './endpoints/ops-earn';
import { nftApi } from './endpoints/nft';
import { opsNftApi } from './endpoints/ops-nft';
import { opsOtcApi } from './endpoints/ops-otc';
import { otcApi } from './endpoints/otc';
import { opsSupportApi } from './endpoints/ops-support';
import { supportApi } from './endpoints/support';
import { loansApi } from './endpoints/loans';
import { opsLoansApi } from './endpoints/ops-loans';
import { contentApi } from './endpoints/content';
import { opsContentApi } from './endpoints/ops-content';
import { inviteApi } from './endpoints/invite';
import { couponsApi } from './endpoints/coupons';
import { opsCouponsApi } from './endpoints/ops-coupons';
import { gameApi } from './endpoints/game';
import { fiatApi } from './endpoints/currency';
import { followApi } from './endpoints/follow';
import { fundsApi } from './endpoints/funds';
import { kycApi } from './endpoints/kyc';
import { leverApi } from './endpoints/lever';
import { marketApi } from './endpoints/market';
import { microtradeApi } from './endpoints/microtrade';
import { notificationsApi } from './endpoints/notifications';
import { opsApi, opsMicrotradeApi } from './endpoints/ops';
import { opsJobsApi } from './endpoints/ops-jobs';
import { siteApi, userSettingsApi } from './endpoints/settings';
import { spotApi } from './endpoints/spot';
import { walletApi } from './endpoints/wallet';

/**
 * The API catalogue: every call of `/api`, grouped by product area, each defined once (endpoint.ts). The server
 * serves exactly these (a test compares its routes with this list), the web and console call them through
 * `api.call(API.lever.submit, body)`, and the OpenAPI document is generated from them.
 */
export const API = {
  platform: platformApi,
  account: accountApi,
  profile: profileApi,
  site: siteApi,
  userSettings: userSettingsApi,
  kyc: kycApi,
  notifications: notificationsApi,
  market: marketApi,
  fiat: fiatApi,
  wallet: walletApi,
  conversion: conversionApi,
  funds: fundsApi,
  spot: spotApi,
  lever: leverApi,
  microtrade: microtradeApi,
  follow: followApi,
  copytrade: copytradeApi,
  ops: opsApi,
  opsMicrotrade: opsMicrotradeApi,
  opsJobs: opsJobsApi,
  opsCopytrade: opsCopytradeApi,
  demo: demoApi,
  ieo: ieoApi,
  lockming: lockmingApi,
  dual: dualApi,
  opsEarn: opsEarnApi,
  nft: nftApi,
  opsNft: opsNftApi,
  otc: otcApi,
  opsOtc: opsOtcApi,
  support: supportApi,
  opsSupport: opsSupportApi,
  loans: loansApi,
  opsLoans: opsLoansApi,
  content: contentApi,
  opsContent: opsContentApi,
  invite: inviteApi,
  coupons: couponsApi,
  opsCoupons: opsCouponsApi,
  game: gameApi,
} as const;

/** Every endpoint of the catalogue. */
export const ALL_ENDPOINTS: readonly AnyEndpoint[] = endpointsOf(API);
