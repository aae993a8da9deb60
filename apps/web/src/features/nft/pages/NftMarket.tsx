import { Badge, SearchBar } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChipTabs } from '../../../components/ChipTabs';
import { NavLink } from '../../../components/PageNav';
import { useNftList } from '../data/hooks';
import { flattenPages } from '../../../api/paging';
import { filterFields, MarketFilters, NO_FILTER } from '../components/filters';
import type { MarketFilter } from '../components/filters';
import { ArtistList, CollectionList } from '../components/lists';
import { ChainNotice, NftGrid, NftScreen } from '../components/parts';
import { NFT_MINE } from '../paths';
import type { NftPayType } from '@meridian/contract/nft';

const TABS = ['1', '2', '3', 'artists', 'collections'] as const;
type Tab = (typeof TABS)[number];
const asTab = (v: string | null): Tab => ((TABS as readonly string[]).includes(v ?? '') ? (v as Tab) : '1');

function ItemsTab({
  payType,
  keyword,
  filter,
}: {
  payType: NftPayType;
  keyword: string;
  filter: MarketFilter;
}) {
  const { t } = useTranslation();
  const list = useNftList({ pay_type: payType, ...(keyword ? { keyword } : {}), ...filterFields(filter) });
  return (
    <NftGrid query={list} rows={flattenPages(list.data?.pages)} empty={t('nft.noItems')} testId="nft-grid" />
  );
}

/** /pages/nft/nft — the marketplace: artworks, auctions, blind boxes, artists, collections; search and filters. */
export default function NftMarket() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = asTab(params.get('tab'));
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const [filter, setFilter] = useState<MarketFilter>(NO_FILTER);
  const [showFilters, setShowFilters] = useState(false);
  const filtering = filter.currency !== '' || filter.type !== '' || filter.status !== '';
  const items = tab === '1' || tab === '2' || tab === '3';
  return (
    <NftScreen
      testId="nft-market"
      title={t('pages.nft')}
      right={
        <NavLink to={NFT_MINE} testId="nft-open-mine">
          {t('nft.mine.short')}
        </NavLink>
      }
    >
      <ChainNotice />
      {items ? (
        <div className="nft-search" data-testid="nft-search">
          <SearchBar
            placeholder={t('nft.searchPlaceholder')}
            defaultValue={keyword}
            onSearch={(v) => setKeyword(v.trim())}
            onClear={() => setKeyword('')}
          />
          <button
            type="button"
            className={`nft-fav${filtering ? ' on' : ''}`}
            aria-expanded={showFilters}
            data-testid="nft-filter-toggle"
            onClick={() => setShowFilters((v) => !v)}
          >
            <Badge content={filtering ? Badge.dot : null}>
              <FilterOutline />
            </Badge>
            {t('nft.filter.title')}
          </button>
        </div>
      ) : null}
      <ChipTabs
        className="nft-tabs"
        testId="nft-tab"
        value={tab}
        options={TABS.map((v) => ({ value: v, label: t(`nft.tab.${v}`) }))}
        onChange={(v) => setParams({ tab: v }, { replace: true })}
      />
      {items && showFilters ? <MarketFilters value={filter} onChange={setFilter} /> : null}
      {items ? (
        <ItemsTab payType={Number(tab) as NftPayType} keyword={keyword} filter={filter} />
      ) : tab === 'artists' ? (
        <ArtistList />
      ) : (
        <CollectionList />
      )}
    </NftScreen>
  );
}
