import { Alert, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { withParams } from '../../lib/list-params';
import { N } from './strings';
import { NftArtists } from './NftArtists';
import { NftArtworks } from './NftArtworks';
import { NftCollections } from './NftCollections';
import { NFT_TABS as TABS, readNftTab, type NftTab } from './NftParts';
import { NftSeries } from './NftSeries';

/**
 * The NFT marketplace: artworks (create fixed-price and auction artworks, hide/show), artists (enable
 * creator accounts), collections, blind-box series. One route, `#/nft`, with the tab in the URL; switching tabs
 * starts the other list at its first page without filters.
 */
export function NftPage() {
  const [params, setParams] = useSearchParams();
  const tab = readNftTab(params);
  const labels: Record<NftTab, string> = {
    artworks: N.tabArtworks,
    artists: N.tabArtists,
    collections: N.tabCollections,
    series: N.tabSeries,
  };
  return (
    <>
      <Typography.Title level={3}>{N.title}</Typography.Title>
      <Alert type="info" showIcon style={{ marginBottom: 8, maxWidth: 960 }} title={N.hint} />
      <Tabs
        activeKey={tab}
        onChange={(next) =>
          setParams(() => withParams(new URLSearchParams(), { tab: next === 'artworks' ? null : next }))
        }
        items={TABS.map((t) => ({ key: t, label: <span data-testid={`nft-tab-${t}`}>{labels[t]}</span> }))}
      />
      {tab === 'artworks' && <NftArtworks key="artworks" />}
      {tab === 'artists' && <NftArtists key="artists" />}
      {tab === 'collections' && <NftCollections key="collections" />}
      {tab === 'series' && <NftSeries key="series" />}
    </>
  );
}
