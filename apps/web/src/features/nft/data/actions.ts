import { nftApi } from '@meridian/contract/nft';
import type { NftResellRequest } from '@meridian/contract/nft';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { walletKeys } from '../../wallet';
import { nftKeys } from './keys';

/**
 * NFT actions. Each money-moving call is sent as an intent (sendIntent): a retry after a lost reply
 * reuses its key, so it never buys or bids twice. Afterwards every NFT read and the balances reload.
 * Refusals are toasted by the http helper in the user's language (messages).
 */

function useNftMutation<V, R>(run: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: nftKeys.all }),
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }),
      ]),
  });
}

type ByCode = { code: string };

export const useBuyNft = () => useNftMutation(({ code }: ByCode) => sendIntent(nftApi.buy, { code }));

export const usePayMargin = () => useNftMutation(({ code }: ByCode) => sendIntent(nftApi.margin, { code }));

export const useBidNft = () =>
  useNftMutation(({ code, price }: ByCode & { price: string }) => sendIntent(nftApi.bid, { code, price }));

export const useOpenBox = () => useNftMutation(({ code }: ByCode) => sendIntent(nftApi.openBox, { code }));

export const useResellNft = () =>
  useNftMutation(({ body }: { body: NftResellRequest }) => sendIntent(nftApi.resell, body));

export const useWithdrawListing = () =>
  useNftMutation(({ code }: ByCode) => sendIntent(nftApi.withdrawListing, { code }));

export const usePayNftOrder = () =>
  useNftMutation(({ id }: { id: number }) => sendIntent(nftApi.payOrder, { id }));

/** Favourite on/off (not money: no key). */
export const useCollectNft = () =>
  useNftMutation(({ code }: { code: string }) => api.call(nftApi.collect, { code }));

/** Marks a payment order's message read (quietly: opening a message must not toast). */
export const useReadNftOrder = () =>
  useNftMutation(({ id }: { id: number }) =>
    api.call(nftApi.readOrder, { id }, { silent: true, loading: false }),
  );
