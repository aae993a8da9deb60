import { useTranslation } from 'react-i18next';
import { NftScreen } from '../components/parts';
import { ArtistList } from '../components/lists';

/** /pages/nft/components/artist — every artist, each opening their page. */
export default function NftArtists() {
  const { t } = useTranslation();
  return (
    <NftScreen testId="nft-artists-page" title={t('nft.tab.artists')}>
      <ArtistList />
    </NftScreen>
  );
}
