import type { NftArtist, NftSeries } from '@meridian/contract/nft';
import { useTranslation } from 'react-i18next';
import { DemoTag } from '../../../components/earn';
import { PagesView } from '../../../components/PagedView';
import { useNftArtists, useNftCollections } from '../data/hooks';
import { LinkRow, Thumb } from './parts';
import { artistPath, collectionPath } from '../paths';
import './nft.css';
import './nft-parts.css';

/** The artist and collection lists: on the marketplace's tabs and on their own screens. */

export function ArtistRow({ a }: { a: NftArtist }) {
  const { t } = useTranslation();
  return (
    <LinkRow
      to={artistPath(a.uid)}
      testId={`nft-artist-${a.uid}`}
      picture={<Thumb src={a.avatar} className="nft-avatar small" />}
    >
      <h3>
        {a.name} {a.is_demo ? <DemoTag testId="nft-demo-tag" /> : null}
      </h3>
      <p>
        {t('nft.artist.works', { count: a.artworks_number })} ·{' '}
        {t('nft.artist.favs', { count: a.collect_number })}
      </p>
    </LinkRow>
  );
}

export function ArtistList() {
  const { t } = useTranslation();
  const artists = useNftArtists();
  return (
    <PagesView
      query={artists}
      empty={t('nft.noArtists')}
      testId="nft-artists"
      render={(a) => <ArtistRow key={a.uid} a={a} />}
    />
  );
}

export function CollectionRow({ c }: { c: NftSeries }) {
  const { t } = useTranslation();
  return (
    <LinkRow to={collectionPath(c.id)} testId={`nft-collection-${c.id}`} picture={<Thumb src={c.cover} />}>
      <h3>
        {c.name} {c.is_demo ? <DemoTag testId="nft-demo-tag" /> : null}
      </h3>
      <p>
        {c.author_name} · {t('nft.collection.items', { count: c.items_number })}
      </p>
    </LinkRow>
  );
}

export function CollectionList({ uid = 0 }: { uid?: number }) {
  const { t } = useTranslation();
  const collections = useNftCollections(uid);
  return (
    <PagesView
      query={collections}
      empty={t('nft.noCollections')}
      testId="nft-collections"
      render={(c) => <CollectionRow key={c.id} c={c} />}
    />
  );
}
