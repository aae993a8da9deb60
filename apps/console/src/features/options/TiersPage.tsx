import { OPTIONS_TIER_STATUS } from '@meridian/contract/options';
import { App, Button, Form, Input, InputNumber, Modal, Space, Switch, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { QueryTable } from '../../components/QueryTable';
import { useSetTier, useTiers, type Tier } from './calls';
import { tierBreakEven, tierFormErrors, tierRequest, type TierForm } from './forms';
import { S } from '../../strings';
import { OPT } from './strings';

/** Seconds-options tiers: every tier with its payout and stake limits; add or edit one in a modal. */
export function TiersPage() {
  const list = useTiers();
  const [editing, setEditing] = useState<Tier | 'new' | null>(null);

  const columns: TableColumnsType<Tier> = [
    { title: OPT.colSeconds, dataIndex: 'seconds' },
    { title: OPT.colRatio, dataIndex: 'profit_ratio', render: (v: string) => `${v} %` },
    { title: OPT.breakEven, key: 'breakEven', render: (_: unknown, row) => tierBreakEven(row.profit_ratio) },
    { title: OPT.colMinStake, dataIndex: 'min_amount' },
    { title: OPT.colMaxStake, dataIndex: 'max_amount' },
    {
      title: S.colStatus,
      dataIndex: 'status',
      render: (v: number) => (v === 1 ? <Tag color="success">{OPT.enabled}</Tag> : <Tag>{OPT.disabled}</Tag>),
    },
    { title: OPT.colSort, dataIndex: 'sort' },
    {
      title: S.actions,
      key: 'actions',
      render: (_: unknown, row) => (
        <Button size="small" data-testid={`tier-edit-${row.seconds}`} onClick={() => setEditing(row)}>
          {S.edit}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="center">
        <Typography.Title level={3}>{OPT.tiersTitle}</Typography.Title>
        <Button type="primary" data-testid="tier-add" onClick={() => setEditing('new')}>
          {OPT.addTier}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary">{OPT.tiersHint}</Typography.Paragraph>
      <QueryTable<Tier>
        rowKey={(row) => String(row.seconds)}
        query={list}
        rows={list.data}
        columns={columns}
        pagination={{ defaultPageSize: 20, hideOnSinglePage: true, showTotal: (n) => S.total(n) }}
      />
      <TierModal tier={editing} onClose={() => setEditing(null)} />
    </>
  );
}

interface FormValues {
  seconds: number | null;
  profit_ratio: string;
  min_amount: string;
  max_amount: string;
  enabled: boolean;
  sort: number | null;
}

function TierModal({ tier, onClose }: { tier: Tier | 'new' | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const save = useSetTier();
  const existing = tier !== null && tier !== 'new' ? tier : null;
  const ratio = Form.useWatch('profit_ratio', form) ?? '';

  const toTierForm = (v: FormValues): TierForm => ({
    seconds: v.seconds === null ? '' : String(v.seconds),
    profit_ratio: v.profit_ratio ?? '',
    min_amount: v.min_amount ?? '',
    max_amount: v.max_amount ?? '',
    enabled: v.enabled,
    sort: v.sort === null ? '0' : String(v.sort),
  });

  const onFinish = (values: FormValues) => {
    const f = toTierForm(values);
    const errors = tierFormErrors(f);
    const fields = Object.entries(errors).map(([name, error]) => ({
      name: name as keyof FormValues,
      errors: [error],
    }));
    if (fields.length > 0) {
      form.setFields(fields);
      return;
    }
    save.mutate(tierRequest(f), {
      onSuccess: () => {
        void message.success(S.saved);
        onClose();
      },
      onError: (err) => void message.error(err.message),
    });
  };

  return (
    <Modal
      open={tier !== null}
      title={existing ? OPT.editTierTitle(existing.seconds) : OPT.newTierTitle}
      okText={S.save}
      cancelText={S.cancel}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'tier-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          seconds: existing?.seconds ?? null,
          profit_ratio: existing?.profit_ratio ?? '',
          min_amount: existing?.min_amount ?? '',
          max_amount: existing?.max_amount ?? '',
          enabled: existing ? existing.status === OPTIONS_TIER_STATUS.on : true,
          sort: existing?.sort ?? 0,
        }}
        onFinish={onFinish}
      >
        <Typography.Paragraph type="secondary">{OPT.tiersHint}</Typography.Paragraph>
        <Form.Item
          name="seconds"
          label={OPT.colSeconds}
          rules={[{ required: true, message: OPT.secondsRange(10, 3600) }]}
        >
          <InputNumber min={1} precision={0} disabled={existing !== null} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="profit_ratio"
          label={OPT.colRatio}
          extra={ratio ? `${OPT.breakEven}: ${tierBreakEven(ratio) || '—'}` : undefined}
          rules={[{ required: true, whitespace: true, message: OPT.ratioRange('100') }]}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Space.Compact block>
          <Form.Item
            name="min_amount"
            label={OPT.colMinStake}
            style={{ flex: 1 }}
            rules={[{ required: true }]}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="max_amount"
            label={OPT.colMaxStake}
            style={{ flex: 1 }}
            rules={[{ required: true }]}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </Space.Compact>
        <Space size="large">
          <Form.Item name="enabled" label={S.colStatus} valuePropName="checked">
            <Switch checkedChildren={OPT.enabled} unCheckedChildren={OPT.disabled} />
          </Form.Item>
          <Form.Item name="sort" label={OPT.colSort}>
            <InputNumber min={0} max={10000} precision={0} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
