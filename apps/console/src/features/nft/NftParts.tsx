import type { UseMutationResult } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { EarnFormModal, useSaveAndClose } from '../../components/EarnFormModal';
import type { Errors } from '../../lib/earn-forms';
import { errorFields } from '../../lib/earn-forms';
import { S } from '../../strings';
import { N } from './strings';

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

/** A small button that flips a row's state (disable/enable, hide/show) once confirmed; red while it takes away. */
export function ConfirmedFlipButton({
  question,
  label,
  danger,
  testId,
  loading,
  onConfirm,
}: {
  question: string;
  label: string;
  danger: boolean;
  testId: string;
  loading: boolean;
  /** A promise it returns keeps the confirmation open (its OK loading) until it settles. */
  onConfirm: () => void;
}) {
  return (
    <Popconfirm title={question} okText={label} cancelText={S.cancel} onConfirm={onConfirm}>
      <Button size="small" danger={danger} data-testid={testId} loading={loading}>
        {label}
      </Button>
    </Popconfirm>
  );
}

/**
 * An NFT dialog's form (artist, collection, artwork, series): the form modal, never locked, whose OK turns the
 * values into the request and shows its errors on their fields, or else sends it and closes on success.
 */
export function NftFormModal<V extends object, R>({
  open,
  width,
  title,
  editing = false,
  save,
  saveTestId,
  form,
  initialValues,
  toRequest,
  onClose,
  children,
}: {
  open: boolean;
  width: number;
  title: string;
  editing?: boolean;
  save: UseMutationResult<unknown, Error, R>;
  saveTestId: string;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  toRequest: (values: V) => { request: R; errors: Errors<object> };
  onClose: () => void;
  children: ReactNode;
}) {
  const send = useSaveAndClose(save, editing, onClose);
  const onFinish = (values: V) => {
    const { request, errors } = toRequest(values);
    const fields = errorFields(errors);
    form.setFields(fields as never);
    if (fields.length === 0) send(request);
  };
  return (
    <EarnFormModal<V>
      open={open}
      width={width}
      title={title}
      editing={editing}
      saving={save.isPending}
      saveTestId={saveTestId}
      locked={false}
      lockedText=""
      form={form}
      initialValues={initialValues}
      onFinish={onFinish}
      onClose={onClose}
    >
      {children}
    </EarnFormModal>
  );
}
