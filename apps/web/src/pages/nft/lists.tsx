import type { NftArtist, NftSeries } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DemoTag, PagedView } from '../../components/earn';
import { useNftArtists, useNftCollections } from '../../data/nft/hooks';
import { flattenPages } from '../../data/paging';
import { artistPath, collectionPath } from './paths';
import './nft.css';
import './nft-parts.css';

/** The artist and collection lists: on the marketplace's tabs and on their own screens. */

export function ArtistRow({ a }: { a: NftArtist }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="nft-list-item card"
      data-testid={`nft-artist-${a.uid}`}
      onClick={() => void navigate(artistPath(a.uid))}
    >
      {a.avatar ? (
        <img className="nft-avatar small" src={a.avatar} alt="" />
      ) : (
        <span className="nft-avatar small" />
      )}
      <div>
        <h3>
          {a.name} {a.is_demo ? <DemoTag testId="nft-demo-tag" /> : null}
        </h3>
        <p>
          {t('nft.artist.works', { count: a.artworks_number })} ·{' '}
          {t('nft.artist.favs', { count: a.collect_number })}
        </p>
      </div>
    </button>
  );
}

export function ArtistList() {
  const { t } = useTranslation();
  const artists = useNftArtists();
  return (
    <PagedView
      query={artists}
      rows={flattenPages(artists.data?.pages)}
      empty={t('nft.noArtists')}
      testId="nft-artists"
      render={(a) => <ArtistRow key={a.uid} a={a} />}
    />
  );
}

export function CollectionRow({ c }: { c: NftSeries }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="nft-list-item card"
      data-testid={`nft-collection-${c.id}`}
      onClick={() => void navigate(collectionPath(c.id))}
    >
      {c.cover ? (
        <img className="nft-list-thumb" src={c.cover} alt="" />
      ) : (
        <span className="nft-list-thumb" />
      )}
      <div>
        <h3>
          {c.name} {c.is_demo ? <DemoTag testId="nft-demo-tag" /> : null}
        </h3>
        <p>
          {c.author_name} · {t('nft.collection.items', { count: c.items_number })}
        </p>
      </div>
    </button>
  );
}

export function CollectionList({ uid = 0 }: { uid?: number }) {
  const { t } = useTranslation();
  const collections = useNftCollections(uid);
  return (
    <PagedView
      query={collections}
      rows={flattenPages(collections.data?.pages)}
      empty={t('nft.noCollections')}
      testId="nft-collections"
      render={(c) => <CollectionRow key={c.id} c={c} />}
    />
  );
}
