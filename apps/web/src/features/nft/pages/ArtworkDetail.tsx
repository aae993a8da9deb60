import { type NftDetail, NFT_ITEM_STATUS, NFT_PAY_TYPE } from '@meridian/contract/nft';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DemoTag } from '../../../components/earn';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useCollectNft } from '../data/actions';
import { useNftDetail } from '../data/hooks';
import { canResell, detailPathOf } from '../data/rules';
import { AuctionPanel } from '../components/AuctionPanel';
import { BoxPanel } from '../components/BoxPanel';
import { FixedPanel } from '../components/FixedPanel';
import { ChainNotice, ModeTag, NftScreen, RarityTag, Section } from '../components/parts';
import { codeParam, resellPath } from '../paths';
import { History, ItemFacts, Media, Provenance } from '../components/provenance';
import { WithdrawListingButton } from '../components/WithdrawListing';

function Favourite({ item }: { item: NftDetail }) {
  const { t } = useTranslation();
  const collect = useCollectNft();
  const toggle = async () => {
    try {
      const r = await collect.mutateAsync({ code: item.code });
      Toast.show({ content: r.collect ? t('nft.fav.added') : t('nft.fav.removed') });
    } catch {
      // toasted by the http helper
    }
  };
  return (
    <button
      type="button"
      className={`nft-fav${item.collect ? ' on' : ''}`}
      aria-pressed={item.collect}
      data-testid="nft-fav"
      disabled={collect.isPending}
      onClick={() => void toggle()}
    >
      {item.collect ? <HeartFill /> : <HeartOutline />}
      {t('nft.fav.label', { count: item.collect_number })}
    </button>
  );
}

/**
 * What the owner can do: list it again (resale), or withdraw a resale nobody has bid on. Opening a sealed box
 * is in the box section.
 */
function OwnerActions({ item, onRefetch }: { item: NftDetail; onRefetch: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!item.viewer_is_owner) return null;
  const resell = canResell(item, true);
  return (
    <Section title={t('nft.owner.title')} testId="nft-owner-actions">
      {item.lock_order === 1 ? <p className="nft-note">{t('errors.nft_payment_open')}</p> : null}
      {item.status === NFT_ITEM_STATUS.onSale ? <p className="nft-note">{t('nft.owner.listed')}</p> : null}
      {resell ? (
        <Button
          block
          fill="outline"
          data-testid="nft-resell"
          onClick={() => void navigate(resellPath(item.code))}
        >
          {t('nft.owner.resell')}
        </Button>
      ) : null}
      <WithdrawListingButton item={item} onDone={onRefetch} />
    </Section>
  );
}

function Detail({ item, onRefetch }: { item: NftDetail; onRefetch: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Media item={item} />
      <div className="nft-head" data-testid="nft-detail" data-code={item.code} data-pay-type={item.pay_type}>
        <h1>
          <span data-testid="nft-name">{item.name}</span>
          <RarityTag rarity={item.rarity} />
          {item.is_demo ? <DemoTag testId="nft-demo-tag" /> : null}
        </h1>
        <div className="nft-head-row">
          <span className="nft-note">
            <ModeTag payType={item.pay_type} /> {t(`nft.type.${item.type}`)}
          </span>
          <Favourite item={item} />
        </div>
      </div>
      {item.pay_type === NFT_PAY_TYPE.auction ? (
        <AuctionPanel item={item} onRefetch={onRefetch} />
      ) : (
        <FixedPanel item={item} onRefetch={onRefetch} />
      )}
      {item.series_id !== null ? <BoxPanel item={item} /> : null}
      <OwnerActions item={item} onRefetch={onRefetch} />
      <ItemFacts item={item} />
      <Provenance item={item} />
      <History item={item} />
      <ChainNotice />
    </>
  );
}

/**
 * /pages/nft/artworkDetail?code= (image, gif, audio) and /pages/nft/artworkDetail_video?code= (video): the media
 * playing in the page, the sale by its mode (fixed, auction, box), provenance, history; each moves to the other
 * route when the item's type belongs there.
 */
export default function ArtworkDetail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const code = codeParam(params.get('code'));
  const detail = useNftDetail(code);
  const videoRoute = pathname.endsWith('_video');
  const item = detail.data;
  useEffect(() => {
    if (item && (item.type === 4) !== videoRoute) void navigate(detailPathOf(item), { replace: true });
  }, [item, videoRoute, navigate]);
  const refetch = () => void detail.refetch();
  return (
    <NftScreen testId="nft-artwork-page" title={t('pages.nftArtwork')}>
      {code === '' ? (
        <EmptyView title={t('errors.nft_not_found')} />
      ) : (
        <QueryView query={detail}>{(d) => <Detail item={d} onRefetch={refetch} />}</QueryView>
      )}
    </NftScreen>
  );
}
