import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNftList } from '../data/hooks';
import { flattenPages } from '../../../api/paging';
import { ChainNotice, NftGrid, NftScreen } from '../components/parts';
import { idParam } from '../paths';

/**
 * /pages/nft/components/artwork — artworks of every sale mode; with ?collection_id= those of one collection,
 * with ?uid= those of one artist.
 */
export default function NftArtworks() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const collection = idParam(params.get('collection_id'));
  const uid = idParam(params.get('uid'));
  const list = useNftList({
    ...(collection > 0 ? { collection_id: collection } : {}),
    ...(uid > 0 ? { uid } : {}),
  });
  const rows = flattenPages(list.data?.pages);
  const title = collection > 0 && rows[0]?.collection_name ? rows[0].collection_name : t('nft.artworks');
  return (
    <NftScreen testId="nft-artworks-page" title={title}>
      <ChainNotice />
      <NftGrid query={list} rows={rows} empty={t('nft.noItems')} testId="nft-artworks" />
    </NftScreen>
  );
}
