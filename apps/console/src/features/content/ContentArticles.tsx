import { LANG_CODES } from '@meridian/contract';
import { CONTENT_CATEGORIES } from '@meridian/contract/content';
import type { ContentCategory, OpsArticleListItem } from '@meridian/contract/content';
import { App, Button, Popconfirm, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { PagedQueryTable, useUrlPagination } from '../../components/QueryTable';
import { Thumb } from '../../components/Thumb';
import { TimeCell } from '../../components/TimeCell';
import { useArticleDelete, useArticles } from './calls';
import { withParams } from '../../lib/list-params';
import { S } from '../../strings';
import { CT } from './strings';
import { ContentEditor } from './ContentEditor';

/** Which languages an article has: a tag per language, filled when written, dashed when readers get English. */
export function LanguageBadges({ langs }: { langs: readonly string[] }) {
  return (
    <Space size={2} wrap data-testid="content-langs">
      {LANG_CODES.map((l) =>
        langs.includes(l) ? (
          <Tooltip key={l} title={CT.hasLanguage(l)}>
            <Tag color="green" style={{ marginInlineEnd: 0 }} data-lang={l}>
              {l}
            </Tag>
          </Tooltip>
        ) : (
          <Tooltip key={l} title={CT.missingLanguage(l)}>
            <Tag style={{ marginInlineEnd: 0, opacity: 0.55, borderStyle: 'dashed' }}>{l}</Tag>
          </Tooltip>
        ),
      )}
    </Space>
  );
}

function readCategory(params: URLSearchParams): ContentCategory | undefined {
  const raw = Number(params.get('category'));
  return CONTENT_CATEGORIES.find((c) => c === raw);
}

/** The editor's state: closed, a new article (of the filtered category), or an article's group. */
type Editing = { groupKey: string; category: number } | null;

/**
 * The articles: one row per article (its English row) with its language coverage, filtered by category; New and
 * Edit open the editor, Delete removes every language after a confirmation.
 */
export function ContentArticles() {
  const { message } = App.useApp();
  const pagination = useUrlPagination();
  const { page, limit, params, setParams } = pagination;
  const category = readCategory(params);
  const list = useArticles({ page, limit, language: 'en', ...(category ? { category } : {}) });
  const remove = useArticleDelete();
  const [editing, setEditing] = useState<Editing>(null);

  const columns: TableColumnsType<OpsArticleListItem> = [
    {
      title: CT.colTitle,
      key: 'title',
      render: (_: unknown, a) => (
        <Space>
          {a.thumbnail || a.cover ? <Thumb src={a.thumbnail || a.cover} alt={a.title} /> : null}
          <Space orientation="vertical" size={0} style={{ maxWidth: 360 }}>
            <Typography.Text strong>{a.title}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {a.group_key}
              {a.link ? ` · ${a.link}` : ''}
            </Typography.Text>
          </Space>
        </Space>
      ),
    },
    { title: CT.colCategory, key: 'category', render: (_: unknown, a) => CT.categories[a.c_id] ?? a.c_id },
    {
      title: CT.colLanguages,
      key: 'langs',
      render: (_: unknown, a) => <LanguageBadges langs={a.group_langs} />,
    },
    { title: CT.colSorts, dataIndex: 'sorts', key: 'sorts', className: 'num' },
    {
      title: CT.colPublished,
      key: 'published',
      render: (_: unknown, a) =>
        a.published ? <Tag color="blue">{CT.published}</Tag> : <Tag>{CT.draft}</Tag>,
    },
    { title: CT.colVersion, dataIndex: 'version', key: 'version', className: 'num' },
    { title: CT.colUpdated, key: 'updated', render: (_: unknown, a) => <TimeCell iso={a.update_time} /> },
    {
      title: S.actions,
      key: 'actions',
      render: (_: unknown, a) => (
        <Space>
          <Button
            size="small"
            onClick={() => setEditing({ groupKey: a.group_key, category: a.c_id })}
            data-testid={`content-edit-${a.group_key}`}
          >
            {CT.edit}
          </Button>
          <Popconfirm
            title={CT.deleteGroupQuestion}
            description={CT.deleteGroupHint}
            okText={CT.deleteGroup}
            okButtonProps={{ danger: true }}
            cancelText={S.cancel}
            onConfirm={() =>
              remove.mutateAsync({ group_key: a.group_key }).then(
                () => void message.success(S.saved),
                (err: Error) => void message.error(err.message),
              )
            }
          >
            <Button size="small" danger>
              {CT.deleteGroup}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<number | 'all'>
          style={{ width: 240 }}
          value={category ?? 'all'}
          data-testid="content-category-filter"
          onChange={(v) => setParams((p) => withParams(p, { category: v === 'all' ? null : v, page: null }))}
          options={[
            { value: 'all', label: CT.allCategories },
            ...CONTENT_CATEGORIES.map((c) => ({ value: c, label: CT.categories[c] ?? String(c) })),
          ]}
        />
        <Button
          type="primary"
          data-testid="content-new"
          onClick={() => setEditing({ groupKey: '', category: category ?? 4 })}
        >
          {CT.newArticle}
        </Button>
      </Space>
      <PagedQueryTable<OpsArticleListItem>
        rowKey="group_key"
        columns={columns}
        list={list}
        pagination={pagination}
      />
      {editing ? (
        <ContentEditor
          key={editing.groupKey || 'new'}
          groupKey={editing.groupKey}
          category={editing.category}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
