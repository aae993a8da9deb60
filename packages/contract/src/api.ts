import { endpointsOf, type AnyEndpoint } from './endpoint';
import { accountApi, profileApi } from './account';
import { alertsApi } from './alerts';
import { platformApi } from './platform';
import { copytradeApi, followApi, opsCopytradeApi } from './copytrade';
import { contentApi, opsContentApi } from './content';
import { couponsApi, opsCouponsApi } from './coupons';
import { demoApi } from './demo';
import { opsEarnApi } from './earn';
import { futuresApi } from './futures';
import { gameApi } from './game';
import { ieoApi } from './ieo';
import { investApi } from './invest';
import { inviteApi } from './invite';
import { kycApi } from './kyc';
import { loansApi, opsLoansApi } from './loans';
import { lockmingApi } from './lockming';
import { marketApi } from './market';
import { nftApi, opsNftApi } from './nft';
import { notificationsApi } from './notifications';
import { opsApi, opsJobsApi } from './ops';
import { opsOptionsApi, optionsApi } from './options';
import { opsOtcApi, otcApi } from './otc';
import { pushApi } from './push';
import { securityApi } from './security';
import { siteApi, userSettingsApi } from './settings';
import { spotApi } from './spot';
import { opsSupportApi, supportApi } from './support';
import { opsVitalsApi, vitalsApi } from './vitals';
import { conversionApi, fiatApi, fundsApi, walletApi } from './wallet';

/**
 * The API catalogue: every call of `/api`, grouped by product area, each defined once (endpoint.ts). The server
 * serves exactly these (a test compares its routes with this list) and the OpenAPI document is generated from
 * them; the web and console call a product's group from its subpath (`api.call(futuresApi.submit, body)`), so a
 * page never loads every schema.
 */
export const API = {
  platform: platformApi,
  account: accountApi,
  profile: profileApi,
  site: siteApi,
  userSettings: userSettingsApi,
  security: securityApi,
  kyc: kycApi,
  notifications: notificationsApi,
  alerts: alertsApi,
  push: pushApi,
  market: marketApi,
  fiat: fiatApi,
  wallet: walletApi,
  conversion: conversionApi,
  funds: fundsApi,
  spot: spotApi,
  futures: futuresApi,
  options: optionsApi,
  follow: followApi,
  copytrade: copytradeApi,
  ops: opsApi,
  opsOptions: opsOptionsApi,
  opsJobs: opsJobsApi,
  opsCopytrade: opsCopytradeApi,
  demo: demoApi,
  ieo: ieoApi,
  lockming: lockmingApi,
  invest: investApi,
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
  vitals: vitalsApi,
  opsVitals: opsVitalsApi,
} as const;

/** Every endpoint of the catalogue. */
export const ALL_ENDPOINTS: readonly AnyEndpoint[] = endpointsOf(API);

/**
 * Every operator call there is (paths under /api): the operator groups of the catalogue. No call edits a
 * balance: the server's route-set test fails when a route under /api/ops is served that is not listed here.
 */
export const OPS_PATHS: readonly string[] = endpointsOf({
  opsApi,
  opsOptionsApi,
  opsJobsApi,
  opsCopytradeApi,
  opsEarnApi,
  opsNftApi,
  opsOtcApi,
  opsSupportApi,
  opsLoansApi,
  opsContentApi,
  opsCouponsApi,
  opsVitalsApi,
}).map((endpoint) => endpoint.path);
