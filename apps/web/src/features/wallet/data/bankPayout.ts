import { bankPayout, walletApi, fiatApi } from '@meridian/contract/wallet';
import type { FiatCode } from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { walletKeys } from './keys';

const quiet = { silent: true, loading: false } as const;

/**
 * What a withdrawal to a bank card would pay in the card's fiat, by the server's rule (contract `bankPayout`:
 * the coin's USDT price × the fiat's rate per USD): an estimate, since the server fixes the rate when the
 * withdrawal is submitted. null while the price or rates load, or without an amount or a card.
 */
export function useBankPayoutQuote(currencyId: number, fiat: FiatCode | null, net: string | null) {
  const price = useQuery({
    queryKey: [...walletKeys.all, 'usdtPrice', currencyId] as const,
    queryFn: () => api.call(walletApi.rateCurrency, { id: currencyId, fiat: 'USD' }, quiet),
    enabled: fiat !== null,
    refetchInterval: 30_000,
  });
  const rates = useQuery({
    queryKey: [...walletKeys.all, 'fiatRates'] as const,
    queryFn: () => api.call(fiatApi.rates, {}, quiet),
    enabled: fiat !== null,
    staleTime: 10 * 60_000,
  });
  const perUsd = rates.data?.rates.find((r) => r.currency_code === fiat)?.rate;
  if (!fiat || !net || !price.data || !perUsd) return null;
  return { fiat, ...bankPayout(net, price.data.usdt_price, perUsd) };
}
