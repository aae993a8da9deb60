import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DemoTag } from '../../../components/earn';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useNftArtist } from '../data/hooks';
import { CollectionRow } from '../components/lists';
import { NftCard, NftScreen, Section, Thumb } from '../components/parts';
import { idParam } from '../paths';

/** /pages/nft/artistDetail?uid= — the artist (avatar, name, bio, counts), their artworks and collections. */
export default function ArtistDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const uid = idParam(params.get('uid'));
  const artist = useNftArtist(uid);
  return (
    <NftScreen testId="nft-artist-page" title={t('pages.nftArtist')}>
      {uid === 0 ? (
        <EmptyView title={t('nft.noArtist')} />
      ) : (
        <QueryView query={artist}>
          {(a) => (
            <>
              <section className="nft-section card" data-testid="nft-artist-head">
                <div className="nft-artist-head">
                  <Thumb src={a.avatar} className="nft-avatar" />
                  <div>
                    <h2>
                      {a.name} {a.is_demo ? <DemoTag testId="nft-demo-tag" /> : null}
                    </h2>
                    <div className="nft-stats">
                      <span>
                        <b>{a.artworks_number}</b>
                        {t('nft.artist.worksLabel')}
                      </span>
                      <span>
                        <b>{a.collect_number}</b>
                        {t('nft.artist.favsLabel')}
                      </span>
                    </div>
                  </div>
                </div>
                {a.bio ? <p className="nft-note">{a.bio}</p> : null}
              </section>
              <h4 className="nft-subtitle">{t('nft.artist.artworks')}</h4>
              {a.artworks.length === 0 ? (
                <EmptyView title={t('nft.noItems')} />
              ) : (
                <div className="nft-grid" data-testid="nft-artist-artworks">
                  {a.artworks.map((i) => (
                    <NftCard key={i.code} item={i} />
                  ))}
                </div>
              )}
              <Section title={t('nft.artist.collections')} testId="nft-artist-collections">
                {a.collects.length === 0 ? (
                  <p className="nft-note">{t('nft.noCollections')}</p>
                ) : (
                  <div className="earn-list">
                    {a.collects.map((c) => (
                      <CollectionRow key={c.id} c={c} />
                    ))}
                  </div>
                )}
              </Section>
            </>
          )}
        </QueryView>
      )}
    </NftScreen>
  );
}
