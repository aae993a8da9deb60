import { API } from '@meridian/contract';
import type { NftResellRequest } from '@meridian/contract';
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

export const useBuyNft = () => useNftMutation(({ code }: ByCode) => sendIntent(API.nft.buy, { code }));

export const usePayMargin = () => useNftMutation(({ code }: ByCode) => sendIntent(API.nft.margin, { code }));

export const useBidNft = () =>
  useNftMutation(({ code, price }: ByCode & { price: string }) => sendIntent(API.nft.bid, { code, price }));

export const useOpenBox = () => useNftMutation(({ code }: ByCode) => sendIntent(API.nft.openBox, { code }));

export const useResellNft = () =>
  useNftMutation(({ body }: { body: NftResellRequest }) => sendIntent(API.nft.resell, body));

export const useWithdrawListing = () =>
  useNftMutation(({ code }: ByCode) => sendIntent(API.nft.withdrawListing, { code }));

export const usePayNftOrder = () =>
  useNftMutation(({ id }: { id: number }) => sendIntent(API.nft.payOrder, { id }));

/** Favourite on/off (not money: no key). */
export const useCollectNft = () =>
  useNftMutation(({ code }: { code: string }) => api.call(API.nft.collect, { code }));

/** Marks a payment order's message read (quietly: opening a message must not toast). */
export const useReadNftOrder = () =>
  useNftMutation(({ id }: { id: number }) =>
    api.call(API.nft.readOrder, { id }, { silent: true, loading: false }),
  );
