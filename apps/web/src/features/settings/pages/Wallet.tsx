import type { WalletAddressItem } from '@meridian/contract/settings';
import { Button, Tag } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { AddOutline, DeleteOutline, FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { copyText } from '../../../components/copy';
import { useAddressBook, useDeleteAddress } from '../data/addressBook';
import { flattenPages } from '../../../api/paging';
import { formatDateTime } from '../../../lib/dates';
import './setting.css';

const ADD_PATH = '/pages/setting/addWallet';

function AddressCard({ item, onDelete }: { item: WalletAddressItem; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="address-card card" data-testid={`address-${item.id}`}>
      <div className="address-head">
        <span className="address-coin">{item.currency_name || `#${item.currency}`}</span>
        {item.network ? (
          <Tag color="primary" fill="outline" data-testid={`address-${item.id}-network`}>
            {item.network}
          </Tag>
        ) : null}
        <span className="address-name">{item.name}</span>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('common.delete')}
          data-testid={`address-${item.id}-delete`}
          onClick={onDelete}
        >
          <DeleteOutline />
        </button>
      </div>
      <button
        type="button"
        className="address-text"
        data-testid={`address-${item.id}-copy`}
        onClick={() => void copyText(item.address, t('wallet.addressCopied'), t('wallet.copyFailed'))}
      >
        <span>{item.address}</span>
        <FileOutline />
      </button>
      <div className="address-foot">
        <span>{t('wallet.receiveCount', { count: item.receive_count })}</span>
        <span>{formatDateTime(item.created_at)}</span>
      </div>
      {item.address_reuse_advice ? (
        <div className="reuse-advice" data-testid={`address-${item.id}-reuse`}>
          {t('wallet.reuseAdvice')}
        </div>
      ) : null}
    </div>
  );
}

/** /pages/setting/wallet — the withdrawal address book: network, address (copy), reuse advice, delete. */
export default function WalletPage() {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useAddressBook();
  const del = useDeleteAddress();
  const rows = flattenPages(list.data?.pages);

  const confirmDelete = async (item: WalletAddressItem) => {
    const ok = await overlays.confirm({
      content: t('wallet.deleteConfirm', { name: item.name }),
      confirmText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await del.mutateAsync(item.id);
      Toast.show({ icon: 'success', content: t('wallet.deleted') });
    } catch {
      // toasted by the helper
    }
  };

  const body = (
    <QueryView
      query={list}
      isEmpty={() => rows.length === 0}
      empty={
        <EmptyView
          title={t('wallet.empty')}
          description={t('wallet.emptyDesc')}
          action={
            <Button
              size="small"
              color="primary"
              onClick={() => void navigate(ADD_PATH)}
              data-testid="wallet-add-empty"
            >
              {t('pages.addWallet')}
            </Button>
          }
        />
      }
    >
      {() => (
        <>
          {rows.map((item) => (
            <AddressCard key={item.id} item={item} onDelete={() => void confirmDelete(item)} />
          ))}
          <LoadMore hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} />
        </>
      )}
    </QueryView>
  );

  return (
    <div className="page" data-testid="wallet-page">
      <PageNav
        title={t('pages.wallet')}
        right={
          <button
            type="button"
            className="icon-btn nav-action"
            aria-label={t('pages.addWallet')}
            data-testid="wallet-add"
            onClick={() => void navigate(ADD_PATH)}
          >
            <AddOutline />
          </button>
        }
      />
      <div className="page-body">{body}</div>
    </div>
  );
}
