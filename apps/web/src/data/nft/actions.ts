import { API } from '@meridian/contract';
import type { NftResellRequest } from '@meridian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { walletKeys } from '../wallet/keys';
import { nftKeys } from './keys';

/**
 * NFT actions (issue 16). Each money-moving call carries an idempotency key made when the user confirmed, so a
 * retry of the same confirmation never buys or bids twice. Afterwards every NFT read and the balances reload.
 * Refusals are toasted by the http helper in the user's language (spec §8 messages).
 */

/** A fresh idempotency key per confirmed action. */
export function newNftKey(): string {
  return globalThis.crypto.randomUUID();
}

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

type Keyed = { code: string; key: string };

export const useBuyNft = () =>
  useNftMutation(({ code, key }: Keyed) => api.call(API.nft.buy, { code }, { idempotencyKey: key }));

export const usePayMargin = () =>
  useNftMutation(({ code, key }: Keyed) => api.call(API.nft.margin, { code }, { idempotencyKey: key }));

export const useBidNft = () =>
  useNftMutation(({ code, price, key }: Keyed & { price: string }) =>
    api.call(API.nft.bid, { code, price }, { idempotencyKey: key }),
  );

export const useOpenBox = () =>
  useNftMutation(({ code, key }: Keyed) => api.call(API.nft.openBox, { code }, { idempotencyKey: key }));

export const useResellNft = () =>
  useNftMutation(({ body, key }: { body: NftResellRequest; key: string }) =>
    api.call(API.nft.resell, body, { idempotencyKey: key }),
  );

export const usePayNftOrder = () =>
  useNftMutation(({ id, key }: { id: number; key: string }) =>
    api.call(API.nft.payOrder, { id }, { idempotencyKey: key }),
  );

/** Favourite on/off (not money: no key). */
export const useCollectNft = () =>
  useNftMutation(({ code }: { code: string }) => api.call(API.nft.collect, { code }));

/** Marks a payment order's message read (quietly: opening a message must not toast). */
export const useReadNftOrder = () =>
  useNftMutation(({ id }: { id: number }) =>
    api.call(API.nft.readOrder, { id }, { silent: true, loading: false }),
  );
