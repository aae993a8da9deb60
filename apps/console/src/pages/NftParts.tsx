import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { N } from '../strings-nft';

/** Parts shared by the NFT tabs. */

export const NFT_TABS = ['artworks', 'artists', 'collections', 'series'] as const;
export type NftTab = (typeof NFT_TABS)[number];

/** The tab in the URL (`#/nft?tab=artists`); anything else is the artworks. */
export function readNftTab(params: URLSearchParams): NftTab {
  return NFT_TABS.find((t) => t === params.get('tab')) ?? 'artworks';
}

export function DemoTag({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <Tooltip title={N.demoHint}>
      <Tag color="gold">{N.demo}</Tag>
    </Tooltip>
  );
}

/** A tab's head: what it is about, its filters (if any) and its add button. */
export function TabHead({
  hint,
  addLabel,
  addTestId,
  onAdd,
  filters,
}: {
  hint: string;
  addLabel: string;
  addTestId: string;
  onAdd: () => void;
  filters?: ReactNode;
}) {
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 960 }}>
        {hint}
      </Typography.Paragraph>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Space wrap>{filters}</Space>
        <Button type="primary" data-testid={addTestId} onClick={onAdd}>
          {addLabel}
        </Button>
      </Space>
    </>
  );
}
