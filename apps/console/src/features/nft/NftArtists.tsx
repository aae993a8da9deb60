import type { ResponseOf } from '@meridian/contract';
import type { opsNftApi } from '@meridian/contract/nft';
import { App, Button, Form, Input, Radio, Space, Switch, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PagedQueryTable, useUrlPagination } from '../../components/QueryTable';
import { useNftArtists, useNftArtistSave } from './calls';
import { orDash } from '../../lib/format';
import { artistRequest, type ArtistForm } from './forms';
import { S } from '../../strings';
import { N } from './strings';
import { ConfirmedFlipButton, DemoTag, NftFormModal, TabHead, useDialog } from './NftParts';

export type OpsNftArtist = ResponseOf<typeof opsNftApi.artists>['data'][number];

/**
 * Artists: user accounts enabled as creators, with their artworks and favourites; enable one (by account or user
 * ID, with a display name and bio), edit, disable or enable again (each audited).
 */
export function NftArtists() {
  const { message } = App.useApp();
  const pagination = useUrlPagination();
  const { page, limit } = pagination;
  const list = useNftArtists({ page, limit });
  const save = useNftArtistSave();
  const dialog = useDialog<OpsNftArtist | 'new'>();

  const toggle = (a: OpsNftArtist) =>
    save.mutateAsync({ uid: a.uid, name: a.name, bio: a.bio, enabled: !a.enabled }).then(
      () => void message.success(S.saved),
      (err: Error) => void message.error(err.message),
    );

  const columns: TableColumnsType<OpsNftArtist> = [
    { title: N.colUid, dataIndex: 'uid', width: 90 },
    {
      title: N.name,
      key: 'name',
      render: (_: unknown, a) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{a.name}</Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>
            {orDash(a.bio)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: S.colAccount,
      dataIndex: 'account',
      render: (v: string) => <Typography.Text copyable>{v}</Typography.Text>,
    },
    {
      title: N.colEnabled,
      dataIndex: 'enabled',
      render: (v: boolean) => <Tag color={v ? 'success' : 'default'}>{v ? N.enabled : N.disabled}</Tag>,
    },
    { title: N.colArtworks, dataIndex: 'artworks_number', align: 'right' },
    { title: N.colFavourites, dataIndex: 'collect_number', align: 'right' },
    { title: N.colDemo, dataIndex: 'is_demo', render: (v: boolean) => <DemoTag demo={v} /> },
    {
      title: S.actions,
      key: 'actions',
      render: (_: unknown, a) => (
        <Space>
          <Button size="small" data-testid={`nft-artist-edit-${a.uid}`} onClick={() => dialog.open(a)}>
            {S.edit}
          </Button>
          <ConfirmedFlipButton
            question={a.enabled ? N.disableQuestion(a.name) : N.enableQuestion(a.name)}
            label={a.enabled ? N.disable : N.enable}
            danger={a.enabled}
            testId={`nft-artist-toggle-${a.uid}`}
            loading={save.isPending && save.variables?.uid === a.uid}
            onConfirm={() => toggle(a)}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <TabHead
        hint={N.artistsHint}
        addLabel={N.enableArtist}
        addTestId="nft-artist-add"
        onAdd={() => dialog.open('new')}
      />
      <PagedQueryTable<OpsNftArtist> rowKey="uid" list={list} pagination={pagination} columns={columns} />
      <ArtistModal key={dialog.key} artist={dialog.value} onClose={dialog.close} />
    </>
  );
}

/** Enable a user as an artist (found by account or user ID), or edit one's name, bio and status. */
function ArtistModal({ artist, onClose }: { artist: OpsNftArtist | 'new' | null; onClose: () => void }) {
  const [form] = Form.useForm<ArtistForm>();
  const save = useNftArtistSave();
  const existing = artist !== null && artist !== 'new' ? artist : null;
  const by = Form.useWatch('by', form);
  const initial: ArtistForm = existing
    ? {
        by: 'uid',
        who: String(existing.uid),
        name: existing.name,
        bio: existing.bio,
        enabled: existing.enabled,
      }
    : { by: 'account', who: '', name: '', bio: '', enabled: true };

  const toRequest = (v: ArtistForm) =>
    artistRequest({
      // an edit has no "find by" choice: it is always the artist's user ID
      by: existing ? 'uid' : (v.by ?? 'account'),
      who: v.who ?? '',
      name: v.name ?? '',
      bio: v.bio ?? '',
      enabled: v.enabled ?? true,
    });

  return (
    <NftFormModal
      open={artist !== null}
      width={560}
      title={existing ? N.editArtist(existing.name) : N.enableArtist}
      editing={existing !== null}
      save={save}
      saveTestId="nft-artist-save"
      form={form}
      initialValues={initial}
      toRequest={toRequest}
      onClose={onClose}
    >
      {!existing && (
        <Form.Item name="by" label={N.findBy}>
          <Radio.Group
            options={[
              { value: 'account', label: N.byAccount },
              { value: 'uid', label: N.byUid },
            ]}
          />
        </Form.Item>
      )}
      <Form.Item name="who" label={(by ?? initial.by) === 'uid' ? N.byUid : N.byAccount}>
        <Input
          autoComplete="off"
          disabled={existing !== null}
          inputMode={(by ?? initial.by) === 'uid' ? 'numeric' : 'email'}
          maxLength={120}
        />
      </Form.Item>
      <Form.Item name="name" label={N.name}>
        <Input autoComplete="off" maxLength={80} />
      </Form.Item>
      <Form.Item name="bio" label={N.bio}>
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="enabled" label={N.enabled} valuePropName="checked">
        <Switch />
      </Form.Item>
    </NftFormModal>
  );
}
