import type { NftItem } from '@meridian/contract/nft';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useWithdrawListing } from '../data/actions';
import { canWithdrawListing } from '../data/rules';
import { money } from './parts';
import { Fact } from '../../../components/Fact';

/**
 * The owner's "withdraw listing" on a resale nobody has bid on: a confirmation naming the item and its price,
 * then the call for exactly the item shown. The item stays the owner's and can be listed again.
 */
export function WithdrawListingButton({
  item,
  size,
  onDone,
}: {
  item: NftItem;
  size?: 'mini' | 'middle';
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const overlays = usePageOverlays();
  const withdraw = useWithdrawListing();
  if (!canWithdrawListing(item, true)) return null;
  const run = async () => {
    const shown = await overlays.confirmValues(
      { code: item.code, name: item.name, price: item.price, currency: item.currency_name },
      (v) => ({
        title: t('nft.withdraw.confirmTitle'),
        content: (
          <div className="nft-confirm" data-testid="nft-withdraw-summary">
            <Fact look="nft" label={t('nft.withdraw.item')}>
              {v.name}
            </Fact>
            <Fact look="nft" label={t('nft.withdraw.price')}>
              {money(v.price)} {v.currency}
            </Fact>
            <p className="nft-note">{t('nft.withdraw.note')}</p>
          </div>
        ),
        confirmText: <span data-testid="nft-withdraw-confirm">{t('nft.withdraw.confirm')}</span>,
        cancelText: t('common.cancel'),
      }),
    );
    if (!shown) return;
    try {
      await withdraw.mutateAsync({ code: shown.code });
      Toast.show({ icon: 'success', content: t('nft.withdraw.done') });
      onDone?.();
    } catch {
      // refused (someone bid or paid a deposit meanwhile): the reason was toasted in the user's language
    }
  };
  return (
    <Button
      block={size === undefined}
      size={size}
      fill="outline"
      color="danger"
      data-testid="nft-withdraw"
      loading={withdraw.isPending}
      onClick={() => void run()}
    >
      {t('nft.withdraw.button')}
    </Button>
  );
}
