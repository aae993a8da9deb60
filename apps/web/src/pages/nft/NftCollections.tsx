import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { CollectionList } from './lists';

/** /pages/nft/components/collection — every collection, each opening its artworks. */
export default function NftCollections() {
  const { t } = useTranslation();
  return (
    <div className="page nft-page" data-testid="nft-collections-page">
      <PageNav title={t('nft.tab.collections')} />
      <div className="page-body">
        <CollectionList />
      </div>
    </div>
  );
}
