import { fiatApi } from '@meridian/contract/wallet';
import { api } from '../api/http';

/** The fiat rates the app starts with (app start-up, main.tsx), quietly. */
export function fetchFiatRates() {
  return api.call(fiatApi.rates, {}, { silent: true, loading: false });
}
