import { App, Button, Form, Input, Modal, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { QueryTable } from '../../components/QueryTable';
import { useDepositAddresses, useSetDepositAddress } from './addresses-calls';
import type { DepositAddressItem as AddressItem } from './addresses-calls';
import { S } from '../../strings';
import { W } from './strings';

const rowKey = (row: AddressItem) => `${row.currency}:${row.network}`;

/** Deposit addresses per currency and network; Edit opens a modal that sets one. */
export function AddressesPage() {
  const list = useDepositAddresses();
  const [editing, setEditing] = useState<AddressItem | null>(null);

  const columns: TableColumnsType<AddressItem> = [
    { title: W.colCurrency, dataIndex: 'currency_name' },
    { title: W.colNetwork, dataIndex: 'network' },
    {
      title: W.colAddress,
      dataIndex: 'address',
      render: (v: string, row) =>
        v ? (
          <>
            {row.demo ? <Tag color="gold">{W.demoAddress}</Tag> : null}
            <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>
              {v}
            </Typography.Text>
          </>
        ) : (
          <Tag color="warning">{W.notSet}</Tag>
        ),
    },
    {
      title: S.actions,
      key: 'actions',
      render: (_: unknown, row) => (
        <Button size="small" onClick={() => setEditing(row)}>
          {S.edit}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{W.addressesTitle}</Typography.Title>
      <QueryTable<AddressItem>
        rowKey={rowKey}
        query={list}
        rows={list.data}
        columns={columns}
        pagination={{ defaultPageSize: 20, hideOnSinglePage: true, showTotal: (n) => S.total(n) }}
      />
      <EditAddressModal item={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function EditAddressModal({ item, onClose }: { item: AddressItem | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ address: string }>();
  const save = useSetDepositAddress();

  const onFinish = ({ address }: { address: string }) => {
    if (!item) return;
    save.mutate(
      { currency: item.currency, network: item.network, address: address.trim() },
      {
        onSuccess: () => {
          void message.success(S.saved);
          onClose();
        },
        onError: (err) => void message.error(err.message),
      },
    );
  };

  return (
    <Modal
      open={item !== null}
      title={item ? W.editAddressTitle(item.currency_name, item.network) : ''}
      okText={S.save}
      cancelText={S.cancel}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ address: item?.address ?? '' }}
        onFinish={onFinish}
      >
        <Typography.Paragraph type="secondary">{W.addressHint}</Typography.Paragraph>
        <Form.Item
          name="address"
          label={W.colAddress}
          rules={[
            { required: true, whitespace: true, message: W.addressRequired },
            {
              validator: (_, value: string | undefined) => {
                const length = (value ?? '').trim().length;
                return length === 0 || (length >= 8 && length <= 128)
                  ? Promise.resolve()
                  : Promise.reject(new Error(W.addressLength));
              },
            },
          ]}
        >
          <Input name="address" maxLength={128} autoComplete="off" spellCheck={false} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
