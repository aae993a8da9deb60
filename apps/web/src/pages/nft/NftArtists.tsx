import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { ArtistList } from './lists';

/** /pages/nft/components/artist — every artist, each opening their page. */
export default function NftArtists() {
  const { t } = useTranslation();
  return (
    <div className="page nft-page" data-testid="nft-artists-page">
      <PageNav title={t('nft.tab.artists')} />
      <div className="page-body">
        <ArtistList />
      </div>
    </div>
  );
}
