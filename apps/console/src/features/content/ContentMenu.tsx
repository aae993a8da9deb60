import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { OpsMenuItem } from '@meridian/contract/content';
import { Alert, App, Button, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { ListEmpty } from '../../components/ListEmpty';
import { ListError } from '../../components/ListError';
import { useContentMenu, useMenuSave } from './calls';
import { menuOrder, menuSaveItems, moveEntry } from './forms';
import { S } from '../../strings';
import { CT } from './strings';

function MenuEditor({ saved }: { saved: OpsMenuItem[] }) {
  const { message } = App.useApp();
  const save = useMenuSave();
  const [items, setItems] = useState(() => menuOrder(saved));
  const dirty = JSON.stringify(menuSaveItems(items)) !== JSON.stringify(menuSaveItems(menuOrder(saved)));

  const columns: TableColumnsType<OpsMenuItem> = [
    {
      title: '#',
      key: 'pos',
      width: 48,
      render: (_: unknown, _e, i) => <span className="num">{i + 1}</span>,
    },
    {
      title: CT.colEntry,
      key: 'entry',
      render: (_: unknown, e) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{e.key}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {CT.colRoute}: {e.path}
          </Typography.Text>
        </Space>
      ),
    },
    { title: CT.colSection, key: 'section', render: (_: unknown, e) => <Tag>{CT.sections[e.section]}</Tag> },
    {
      title: CT.colShow,
      key: 'show',
      render: (_: unknown, e, i) => (
        <Switch
          checked={e.show}
          data-testid={`menu-show-${e.key}`}
          onChange={(show) => setItems((list) => list.map((x, j) => (j === i ? { ...x, show } : x)))}
        />
      ),
    },
    {
      title: CT.colOrder,
      key: 'order',
      render: (_: unknown, e, i) => (
        <Space>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={CT.moveUp}
            disabled={i === 0}
            onClick={() => setItems((list) => moveEntry(list, i, -1))}
            data-testid={`menu-up-${e.key}`}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={CT.moveDown}
            disabled={i === items.length - 1}
            onClick={() => setItems((list) => moveEntry(list, i, 1))}
            data-testid={`menu-down-${e.key}`}
          />
        </Space>
      ),
    },
  ];

  return (
    <div style={{ maxWidth: 960 }}>
      <Table<OpsMenuItem>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={items}
        pagination={false}
        data-testid="content-menu-table"
      />
      <Space style={{ marginTop: 12 }}>
        <Popconfirm
          title={CT.saveMenuQuestion}
          description={CT.saveMenuHint}
          okText={S.save}
          cancelText={S.cancel}
          onConfirm={() =>
            save.mutateAsync({ items: menuSaveItems(items) }).then(
              (next) => {
                setItems(menuOrder(next.items));
                void message.success(S.saved);
              },
              (err: Error) => void message.error(err.message),
            )
          }
        >
          <Button type="primary" loading={save.isPending} data-testid="content-menu-save">
            {CT.saveMenu}
          </Button>
        </Popconfirm>
        {dirty ? <Typography.Text type="warning">{CT.unsaved}</Typography.Text> : null}
      </Space>
    </div>
  );
}

/** The home menu: every catalogue entry, shown or hidden, in the operator's order (audited save). */
export function ContentMenu() {
  const menu = useContentMenu();
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12, maxWidth: 960 }} title={CT.menuHint} />
      {menu.data ? (
        <MenuEditor saved={menu.data.items} />
      ) : menu.isError ? (
        <ListError error={menu.error} onRetry={() => void menu.refetch()} />
      ) : (
        <ListEmpty loading />
      )}
    </>
  );
}
