import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyView } from '../../../components/StateViews';
import { useNftList } from '../data/hooks';
import { flattenPages } from '../../../api/paging';
import { NftGrid, NftScreen } from '../components/parts';

/** /pages/nft/components/search — a keyword across artworks, auctions and boxes, with the results. */
export default function NftSearch() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const list = useNftList({ keyword }, { enabled: keyword !== '' });
  const search = (v: string) => {
    const k = v.trim();
    setKeyword(k);
    setParams(k ? { keyword: k } : {}, { replace: true });
  };
  return (
    <NftScreen testId="nft-search-page" title={t('pages.nftSearch')}>
      <div data-testid="nft-search-input">
        <SearchBar
          placeholder={t('nft.searchPlaceholder')}
          defaultValue={keyword}
          onSearch={search}
          onClear={() => search('')}
          autoFocus={keyword === ''}
        />
      </div>
      {keyword === '' ? (
        <EmptyView title={t('nft.searchHint')} />
      ) : (
        <NftGrid
          query={list}
          rows={flattenPages(list.data?.pages)}
          empty={t('nft.noResults', { keyword })}
          testId="nft-search-results"
        />
      )}
    </NftScreen>
  );
}
