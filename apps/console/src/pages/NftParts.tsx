import dayjs from 'dayjs';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
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
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 8,
          flexWrap: 'wrap',
          marginBottom: 12,
        }}
      >
        <Space wrap>{filters}</Space>
        <Button type="primary" data-testid={addTestId} onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
    </>
  );
}

/** A sale window in two short lines (start, end; minutes), so tables stay low. */
export function WindowCell({ start, end }: { start: string; end: string }) {
  const at = (iso: string) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');
  return (
    <div className="num" style={{ whiteSpace: 'nowrap' }}>
      <div>{at(start)}</div>
      <Typography.Text type="secondary">→ {at(end)}</Typography.Text>
    </div>
  );
}

/**
 * A dialog's state: what it shows (null = closed) and a key that changes at each opening, so the dialog (and
 * its form) starts fresh even when reopened while the last one was still closing.
 */
export function useDialog<T>() {
  const [state, setState] = useState<{ value: T | null; seq: number }>({ value: null, seq: 0 });
  return {
    value: state.value,
    key: state.seq,
    open: (value: T) => setState((s) => ({ value, seq: s.seq + 1 })),
    close: () => setState((s) => ({ value: null, seq: s.seq })),
  };
}
