import type { NftDetail } from '@meridian/contract/nft';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { copyText } from '../../../components/copy';
import { fileSize, royaltyPercent } from '../data/rules';
import { Section, money, when } from './parts';
import { artistPath } from '../paths';
import { Percent } from '../../../components/Amount';
import { Fact } from '../../../components/Fact';

/** The item's media: a picture (image, gif), audio with its cover, or video — playing inside the page. */
export function Media({ item }: { item: NftDetail }) {
  const { t } = useTranslation();
  if (item.type === 4)
    return (
      <div className="nft-media" data-testid="nft-media" data-type="video">
        <video
          src={item.media}
          poster={item.image || undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={item.name}
        >
          {t('nft.noMediaSupport')}
        </video>
      </div>
    );
  if (item.type === 3)
    return (
      <div className="nft-media" data-testid="nft-media" data-type="audio">
        {item.image ? <img src={item.image} alt={item.name} /> : null}
        <audio src={item.media} controls preload="metadata" aria-label={item.name}>
          {t('nft.noMediaSupport')}
        </audio>
      </div>
    );
  return (
    <div className="nft-media" data-testid="nft-media" data-type="image">
      <img src={item.media || item.image} alt={item.name} />
    </div>
  );
}

/** Creator, owner, collection, royalty, last price. */
export function ItemFacts({ item }: { item: NftDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Section title={t('nft.detail.about')} testId="nft-facts">
      <Fact look="nft" label={t('nft.detail.creator')}>
        <button
          type="button"
          className="nft-link"
          data-testid="nft-creator-link"
          onClick={() => void navigate(artistPath(item.author_id))}
        >
          {item.author_name}
        </button>
      </Fact>
      <Fact look="nft" label={t('nft.detail.owner')} testId="nft-owner">
        {item.viewer_is_owner ? t('nft.detail.you') : item.owner_name}
      </Fact>
      {item.collection_name ? (
        <Fact look="nft" label={t('nft.detail.collection')}>
          {item.collection_name}
        </Fact>
      ) : null}
      <Fact look="nft" label={t('nft.detail.royalty')}>
        <Percent value={royaltyPercent(item.royalty_bps)} decimals={2} minDecimals={0} />
      </Fact>
      {item.last_price ? (
        <Fact look="nft" label={t('nft.detail.lastPrice')}>
          {money(item.last_price)} {item.currency_name}
        </Fact>
      ) : null}
      {item.description ? <p className="nft-note">{item.description}</p> : null}
      {item.author_description ? <p className="nft-note">{item.author_description}</p> : null}
    </Section>
  );
}

/** Provenance: the SHA-256 of the file as uploaded (copyable), its type and size; platform item, no chain. */
export function Provenance({ item }: { item: NftDetail }) {
  const { t } = useTranslation();
  const size = fileSize(item.media_size);
  return (
    <Section title={t('nft.provenance.title')} testId="nft-provenance">
      <div className="nft-hash-row">
        <p className="nft-mono" data-testid="nft-sha256" aria-label={t('nft.provenance.sha')}>
          {item.media_sha256 || '--'}
        </p>
        <Button
          size="mini"
          data-testid="nft-copy-sha"
          onClick={() => void copyText(item.media_sha256, t('nft.copied'), t('nft.copyFailed'))}
        >
          {t('nft.copy')}
        </Button>
      </div>
      <Fact look="nft" label={t('nft.provenance.sha')}>
        SHA-256
      </Fact>
      <Fact look="nft" label={t('nft.provenance.type')}>
        {item.media_mime || t(`nft.type.${item.type}`)}
      </Fact>
      <Fact look="nft" label={t('nft.provenance.size')}>{`${size.value} ${size.unit}`}</Fact>
      <p className="nft-note" data-testid="nft-no-chain">
        {t('nft.provenance.noChain')}
      </p>
    </Section>
  );
}

/** The item's sales: kind, price, buyer, seller, time. */
export function History({ item }: { item: NftDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('nft.history.title')} testId="nft-history">
      {item.history.length === 0 ? (
        <p className="nft-note">{t('nft.history.none')}</p>
      ) : (
        <div className="nft-rows">
          {item.history.map((s) => (
            <div key={s.id} className="nft-row" data-testid="nft-history-row">
              <div className="nft-row-main">
                <b>{t(`nft.kind.${s.kind}`)}</b>
                <small>{t('nft.history.parties', { buyer: s.buyer_name, seller: s.seller_name })}</small>
              </div>
              <div className="nft-row-side">
                <b>
                  {money(s.price)} {s.currency_name}
                </b>
                <small className="muted">{when(s.created_at)}</small>
              </div>
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}
