import { useTranslation } from 'react-i18next';
import { NftScreen } from '../components/parts';
import { CollectionList } from '../components/lists';

/** /pages/nft/components/collection — every collection, each opening its artworks. */
export default function NftCollections() {
  const { t } = useTranslation();
  return (
    <NftScreen testId="nft-collections-page" title={t('nft.tab.collections')}>
      <CollectionList />
    </NftScreen>
  );
}
