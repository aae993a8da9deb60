import { NFT_BID_STATUS, type NftBid } from '@meridian/contract/nft';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ChipTabs } from '../../../components/ChipTabs';
import { PagesView } from '../../../components/PagedView';
import { useMyNftBids, useNftFavourites, useNftOrders } from '../data/hooks';
import { flattenPages } from '../../../api/paging';
import { ChainNotice, LinkRow, NftGrid, NftScreen, Thumb, money, when } from '../components/parts';
import { NFT_MY, purchasePath } from '../paths';

function BidRow({ b }: { b: NftBid }) {
  const { t } = useTranslation();
  return (
    <LinkRow
      to={`/pages/nft/artworkDetail?code=${encodeURIComponent(b.code)}`}
      testId="nft-my-bid"
      picture={<Thumb src={b.nft_image} />}
    >
      <h3>{b.nft_name}</h3>
      <p>
        {money(b.price)} {b.currency_name} · {when(b.created_at)}
      </p>
      <p className={b.status === NFT_BID_STATUS.leading ? 'nft-lead' : ''}>
        {b.status === NFT_BID_STATUS.leading ? t('nft.auction.leading') : t('nft.auction.outbid')}
      </p>
    </LinkRow>
  );
}

function Favourites() {
  const { t } = useTranslation();
  const favs = useNftFavourites();
  return (
    <NftGrid
      query={favs}
      rows={flattenPages(favs.data?.pages)}
      empty={t('nft.mine.noFavs')}
      testId="nft-favs"
    />
  );
}

function MyBids() {
  const { t } = useTranslation();
  const bids = useMyNftBids();
  return (
    <PagesView
      query={bids}
      empty={t('nft.mine.noBids')}
      testId="nft-my-bids"
      render={(b) => <BidRow key={b.id} b={b} />}
    />
  );
}

/** /pages/nft/mine — my NFT centre: my items, payment orders (unread badge), records; favourites and my bids. */
export default function Mine() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'bids' ? 'bids' : 'fav';
  const orders = useNftOrders();
  const unread = flattenPages(orders.data?.pages).filter(
    (o) => o.is_read === 0 && o.is_pay === 0 && o.is_expired === 0,
  ).length;
  const entries = [
    { to: NFT_MY, id: 'my', title: t('pages.nftMy'), hint: t('nft.mine.myHint'), badge: 0 },
    {
      to: purchasePath('pay'),
      id: 'pay',
      title: t('nft.mine.orders'),
      hint: t('nft.mine.ordersHint'),
      badge: unread,
    },
    {
      to: purchasePath('buy'),
      id: 'buy',
      title: t('nft.mine.purchases'),
      hint: t('nft.mine.purchasesHint'),
      badge: 0,
    },
    {
      to: purchasePath('sell'),
      id: 'sell',
      title: t('nft.mine.sales'),
      hint: t('nft.mine.salesHint'),
      badge: 0,
    },
  ];
  return (
    <NftScreen testId="nft-mine-page" title={t('pages.nftMine')}>
      <div className="nft-entries">
        {entries.map((e) => (
          <button
            key={e.id}
            type="button"
            className="nft-entry card"
            data-testid={`nft-entry-${e.id}`}
            onClick={() => void navigate(e.to)}
          >
            <b>{e.title}</b>
            <span>{e.hint}</span>
            {e.badge > 0 ? (
              <span className="nft-badge" data-testid="nft-unread-badge">
                {e.badge}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <ChipTabs
        className="nft-tabs"
        testId="nft-mine-tab"
        value={tab}
        options={[
          { value: 'fav', label: t('nft.mine.favourites') },
          { value: 'bids', label: t('nft.mine.bids') },
        ]}
        onChange={(v) => setParams({ tab: v }, { replace: true })}
      />
      {tab === 'fav' ? <Favourites /> : <MyBids />}
      <ChainNotice />
    </NftScreen>
  );
}
