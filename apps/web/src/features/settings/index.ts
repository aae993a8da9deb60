/** What other features may use of settings: light hooks, helpers and components — never its pages. */
export { useCashInfo, useCashInfoInternational } from './data/bankCards';
export { settingsKeys } from './data/keys';
export { useRealState } from './data/kyc';
export { addAddressPath, shortAddress } from './forms/address';
