import type { NftSeries } from '@meridian/contract/nft';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { MediaUpload } from './MediaUpload';
import { PagedQueryTable, useUrlPagination } from '../../components/QueryTable';
import { Thumb } from '../../components/Thumb';
import { useArtistChoices, useNftCollections, useNftCollectionSave } from './calls';
import { orDash } from '../../lib/format';
import { collectionRequest, type CollectionForm } from './forms';
import { S } from '../../strings';
import { N } from './strings';
import { DemoTag, NftFormModal, TabHead, useDialog } from './NftParts';

/** Collections: series of artworks by one artist; create or edit one (artist, name, description, cover). */
export function NftCollections() {
  const pagination = useUrlPagination();
  const { page, limit } = pagination;
  const list = useNftCollections({ page, limit });
  const dialog = useDialog<NftSeries | 'new'>();

  const columns: TableColumnsType<NftSeries> = [
    { title: S.colId, dataIndex: 'id', width: 64 },
    { title: N.cover, key: 'cover', render: (_: unknown, c) => <Thumb src={c.cover} alt={c.name} /> },
    {
      title: N.name,
      key: 'name',
      render: (_: unknown, c) => (
        <Space orientation="vertical" size={0}>
          <Space size={4}>
            <Typography.Text strong>{c.name}</Typography.Text>
            <DemoTag demo={c.is_demo} />
          </Space>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 360 }}>
            {orDash(c.description)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: N.colArtist,
      key: 'artist',
      render: (_: unknown, c) => (
        <Space orientation="vertical" size={0}>
          <span>{c.author_name}</span>
          <Typography.Text type="secondary">#{c.uid}</Typography.Text>
        </Space>
      ),
    },
    { title: N.colItems, dataIndex: 'items_number', align: 'right' },
    {
      title: S.actions,
      key: 'actions',
      render: (_: unknown, c) => (
        <Button size="small" data-testid={`nft-collection-edit-${c.id}`} onClick={() => dialog.open(c)}>
          {S.edit}
        </Button>
      ),
    },
  ];

  return (
    <>
      <TabHead
        hint={N.collectionsHint}
        addLabel={N.newCollection}
        addTestId="nft-collection-add"
        onAdd={() => dialog.open('new')}
      />
      <PagedQueryTable<NftSeries> rowKey="id" list={list} pagination={pagination} columns={columns} />
      <CollectionModal key={dialog.key} collection={dialog.value} onClose={dialog.close} />
    </>
  );
}

function CollectionModal({
  collection,
  onClose,
}: {
  collection: NftSeries | 'new' | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<CollectionForm>();
  const save = useNftCollectionSave();
  const artists = useArtistChoices();
  const existing = collection !== null && collection !== 'new' ? collection : null;
  const uid = Form.useWatch('uid', form);
  const initial: CollectionForm = existing
    ? { uid: existing.uid, name: existing.name, description: existing.description, cover: existing.cover }
    : { uid: null, name: '', description: '', cover: '' };

  const toRequest = (v: CollectionForm) =>
    collectionRequest(
      { uid: v.uid ?? null, name: v.name ?? '', description: v.description ?? '', cover: v.cover ?? '' },
      existing?.id,
    );

  return (
    <NftFormModal
      open={collection !== null}
      width={640}
      title={existing ? N.editCollection(existing.name) : N.newCollection}
      editing={existing !== null}
      save={save}
      saveTestId="nft-collection-save"
      form={form}
      initialValues={initial}
      toRequest={toRequest}
      onClose={onClose}
    >
      <Form.Item name="uid" label={N.artist}>
        <Select
          options={
            existing && !artists.options.some((o) => o.value === existing.uid)
              ? [...artists.options, { value: existing.uid, label: existing.author_name }]
              : artists.options
          }
          loading={artists.loading}
          showSearch={{ optionFilterProp: 'label' }}
          disabled={existing !== null}
          data-testid="nft-collection-artist"
        />
      </Form.Item>
      <Form.Item name="name" label={N.name}>
        <Input autoComplete="off" maxLength={80} />
      </Form.Item>
      <Form.Item name="description" label={N.description}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="cover" label={N.cover}>
        <MediaUpload uid={uid ?? existing?.uid} imageOnly testId="nft-collection-cover" />
      </Form.Item>
    </NftFormModal>
  );
}
